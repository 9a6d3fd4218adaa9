// WebLLM's model catalog and cache, as the model picker needs them: the prebuilt
// list with VRAM need, low-resource flag, shader-f16 need and quantization; custom
// models by URL (e.g. one fine-tuned on our exported SFT data); cache checks.
import {
  deleteModelAllInfoInCache,
  hasModelInCache,
  prebuiltAppConfig,
  type AppConfig,
  type ModelRecord,
} from '@mlc-ai/web-llm';

export interface WebLLMModelInfo {
  id: string;
  /** Megabytes of GPU memory WebLLM says the model needs; null when unknown. */
  vram_mb: number | null;
  /** Marked by WebLLM as able to run on limited devices (phones). */
  low_resource: boolean;
  /**
   * Needs the WebGPU `shader-f16` feature: listed in required_features, or an f16
   * build (qXf16…), which compiles f16 shaders even where the record does not say so.
   */
  needs_shader_f16: boolean;
  /** e.g. "q4f16_1", "q4f32_1", "q0f32"; null when the id does not say. */
  quantization: string | null;
  context_window: number | null;
  model_url: string;
  model_lib_url: string;
}

/** The quantization code MLC puts in model ids: q<weight bits>f<activation bits>[_<variant>]. */
export function parseQuantization(modelId: string): string | null {
  const m = /(?:^|[-_])(q\d+f\d+(?:_\d+)?)(?=$|[-_])/.exec(modelId);
  return m?.[1] ?? null;
}

export function describeModel(record: ModelRecord): WebLLMModelInfo {
  const quantization = parseQuantization(record.model_id);
  const features = record.required_features ?? [];
  return {
    id: record.model_id,
    vram_mb: record.vram_required_MB ?? null,
    low_resource: record.low_resource_required === true,
    needs_shader_f16: features.includes('shader-f16') || /f16/.test(quantization ?? ''),
    quantization,
    context_window: record.overrides?.context_window_size ?? null,
    model_url: record.model,
    model_lib_url: record.model_lib,
  };
}

/** Chat models only (WebLLM also lists embedding and vision models; model_type 0 / absent = LLM). */
export function listChatModels(appConfig: AppConfig = prebuiltAppConfig): WebLLMModelInfo[] {
  return appConfig.model_list.filter((r) => r.model_type === undefined || r.model_type === 0).map(describeModel);
}

/** The f32 sibling of an f16 build (for GPUs without shader-f16), if the catalog has one. */
export function f32Alternative(modelId: string, appConfig: AppConfig = prebuiltAppConfig): string | null {
  const quant = parseQuantization(modelId);
  if (!quant || !/f16/.test(quant)) return null;
  const candidate = modelId.replace(quant, quant.replace('f16', 'f32'));
  return appConfig.model_list.some((r) => r.model_id === candidate) ? candidate : null;
}

export interface CustomModel {
  id: string;
  /** Weights: a Hugging Face repo URL (https://huggingface.co/user/model) or any URL laid out the same way. */
  modelUrl: string;
  /** The compiled model library (.wasm) matching the architecture and quantization. */
  modelLibUrl: string;
  vramMB?: number;
  requiredFeatures?: string[];
  contextWindow?: number;
}

export type CustomModelResult = { ok: true; appConfig: AppConfig } | { ok: false; message: string };

/** The prebuilt list plus one custom record; the id must not shadow a prebuilt model. */
export function customModelConfig(model: CustomModel, base: AppConfig = prebuiltAppConfig): CustomModelResult {
  const id = model.id.trim();
  if (id === '') return { ok: false, message: 'the custom model needs an id' };
  for (const [name, url] of [['model URL', model.modelUrl], ['model library URL', model.modelLibUrl]] as const) {
    try {
      const u = new URL(url);
      if (u.protocol !== 'https:' && u.protocol !== 'http:') return { ok: false, message: `the ${name} must be http(s): ${url}` };
    } catch {
      return { ok: false, message: `the ${name} is not a URL: ${url}` };
    }
  }
  if (base.model_list.some((r) => r.model_id === id)) return { ok: false, message: `"${id}" is already a prebuilt model id; choose another id` };
  const record: ModelRecord = { model: model.modelUrl, model_id: id, model_lib: model.modelLibUrl };
  if (model.vramMB !== undefined) record.vram_required_MB = model.vramMB;
  const quant = parseQuantization(id);
  const features = model.requiredFeatures ?? (quant && /f16/.test(quant) ? ['shader-f16'] : []);
  if (features.length > 0) record.required_features = features;
  if (model.contextWindow !== undefined) record.overrides = { context_window_size: model.contextWindow };
  return { ok: true, appConfig: { ...base, model_list: [...base.model_list, record] } };
}

export function isModelCached(modelId: string, appConfig: AppConfig = prebuiltAppConfig): Promise<boolean> {
  return hasModelInCache(modelId, appConfig);
}

/** Removes weights, library and config of one model from the browser cache. */
export function deleteCachedModel(modelId: string, appConfig: AppConfig = prebuiltAppConfig): Promise<void> {
  return deleteModelAllInfoInCache(modelId, appConfig);
}

export { prebuiltAppConfig };
