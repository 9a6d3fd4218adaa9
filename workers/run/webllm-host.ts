// WebLLM inside the run worker: the worker owns one MLCEngine. Everything from
// @mlc-ai/web-llm is imported dynamically, only when a WebLLM run or the model list
// is asked for, so the worker (and the page) stay small otherwise.
import { version as WEBLLM_VERSION } from '@mlc-ai/web-llm/package.json';
import type { AppConfig, MLCEngineInterface } from '@mlc-ai/web-llm';
import { EngineError } from '../../src/core/run/index.ts';
import type { WebLLMHost } from './engines.ts';

/** A failed download says what to do, not only "Failed to fetch". */
function friendlyLoadError(error: EngineError): EngineError {
  if (error.code === 'internal' && /fetch|network|load failed/i.test(error.message)) {
    return new EngineError('network', `the model files could not be downloaded (${error.message}). Check the network connection; once downloaded, a model works offline.`, { retryable: true, cause: error });
  }
  return error;
}

/** WebLLM's cache of model files (weights, config, library), as its cache_util functions reach it. */
export interface ModelFileCache {
  has(modelId: string, appConfig: AppConfig): Promise<boolean>;
  remove(modelId: string, appConfig: AppConfig): Promise<void>;
}

export interface WebLLMHostDeps {
  /** The engine to load models into; WebLLM's MLCEngine unless a test gives its double. */
  engine?: () => MLCEngineInterface;
  /** The model file cache; WebLLM's own (Cache API) unless a test gives another. */
  cache?: ModelFileCache;
}

export function createWebLLMHost(deps: WebLLMHostDeps = {}): WebLLMHost {
  let mlc: MLCEngineInterface | null = null;
  let loadedKey: string | null = null;

  async function modules() {
    const [webllm, models, adapter] = await Promise.all([
      import('@mlc-ai/web-llm'),
      import('../../src/engines/webllm-models.ts'),
      import('../../src/engines/webllm.ts'),
    ]);
    return { webllm, models, adapter };
  }

  return {
    async load(connection, onProgress, signal) {
      const { webllm, models, adapter } = await modules();
      let appConfig = models.prebuiltAppConfig;
      if (connection.custom) {
        const custom = models.customModelConfig({ id: connection.model, modelUrl: connection.custom.modelUrl, modelLibUrl: connection.custom.modelLibUrl });
        if (!custom.ok) throw new EngineError('bad_request', custom.message);
        appConfig = custom.appConfig;
      }
      const record = appConfig.model_list.find((r) => r.model_id === connection.model);
      if (!record) throw new EngineError('bad_request', `WebLLM does not know the model "${connection.model}"`);
      const key = JSON.stringify(connection);
      mlc ??= deps.engine?.() ?? new webllm.MLCEngine();
      if (loadedKey !== key) {
        loadedKey = null;
        onProgress({ fraction: 0, text: 'Starting…' });
        const error = await adapter.loadWebLLMModel(mlc, connection.model, {
          appConfig,
          signal,
          onProgress: (r) => onProgress({ fraction: r.progress, text: r.text }),
        });
        if (error) throw friendlyLoadError(error);
        loadedKey = key;
      }
      const m = models.describeModel(record);
      const details: Record<string, string | number | boolean | null> = {
        quantization: m.quantization, vram_mb: m.vram_mb, context_window: m.context_window,
        model_url: m.model_url, model_lib_url: m.model_lib_url, custom: connection.custom !== null,
      };
      return { engine: adapter.createWebLLMEngine({ mlc, model: connection.model, details }), details, version: WEBLLM_VERSION };
    },

    async listModels() {
      const { models } = await modules();
      const list = models.listChatModels();
      const has = deps.cache ? (id: string) => deps.cache!.has(id, models.prebuiltAppConfig) : (id: string) => models.isModelCached(id);
      const cached = await Promise.all(list.map((m) => has(m.id).catch(() => false)));
      return {
        models: list.map((m, i) => ({
          id: m.id, vram_mb: m.vram_mb, low_resource: m.low_resource, needs_shader_f16: m.needs_shader_f16,
          quantization: m.quantization, context_window: m.context_window, cached: cached[i] === true,
          f32_alternative: models.f32Alternative(m.id),
          model_url: m.model_url, model_lib_url: m.model_lib_url,
        })),
        version: WEBLLM_VERSION,
      };
    },

    async deleteModel(id: string) {
      const { models } = await modules();
      if (deps.cache) await deps.cache.remove(id, models.prebuiltAppConfig);
      else await models.deleteCachedModel(id);
      // A deleted model must not go on answering from memory as if it were still here.
      if (loadedKey !== null && (JSON.parse(loadedKey) as { model?: string }).model === id) this.drop();
    },

    drop() {
      const engine = mlc;
      mlc = null;
      loadedKey = null;
      void engine?.unload().catch(() => undefined);
    },
  };
}
