// What this browser's GPU allows, said before any download: no WebGPU at all, or an
// f16 build on a GPU without shader-f16 (offer the f32 build). Pure, tested in Node.
import type { WebGPUProbe } from '../../engines/webgpu.ts';
import type { ModelEntry } from '../workers/run-client.ts';
import type { FormIssue, RunForm } from './run-form.ts';

export function gpuIssues(form: RunForm, probe: WebGPUProbe | null, models: readonly ModelEntry[] | null): FormIssue[] {
  if (form.engine !== 'webllm' || !probe) return [];
  if (!probe.available) {
    return [{ field: 'engine', message: `In-browser models need WebGPU, and this browser has none usable: ${probe.message} Use another browser (a recent Chrome or Edge), turn WebGPU on, or choose an OpenAI-compatible endpoint.` }];
  }
  if (form.custom || probe.hasShaderF16) return [];
  const model = models?.find((m) => m.id === form.webllmModel);
  if (!model?.needs_shader_f16) return [];
  const alt = model.f32_alternative ? `; use its f32 build ${model.f32_alternative} instead` : '; choose a q4f32 build';
  return [{ field: 'webllmModel', message: `${model.id} needs shader-f16, which this GPU lacks${alt}` }];
}

/** A small model this GPU can load: low-resource first, f32 builds when shader-f16 is missing. */
export function pickDefaultModel(models: readonly ModelEntry[], probe: WebGPUProbe | null): string {
  const usable = models.filter((m) => !(m.needs_shader_f16 && probe !== null && !probe.hasShaderF16));
  const pool = usable.length > 0 ? usable : models;
  const sorted = [...pool].sort((a, b) => (a.vram_mb ?? Infinity) - (b.vram_mb ?? Infinity));
  return sorted[0]?.id ?? '';
}
