// Can this browser run WebLLM well? Probed once before offering in-browser models,
// with plain-language answers. Types are structural (no DOM/WebGPU lib needed), so
// tests pass a fake navigator.

export interface GPUAdapterInfoLike {
  vendor?: string;
  architecture?: string;
  device?: string;
  description?: string;
  isFallbackAdapter?: boolean;
}

export interface GPUAdapterLike {
  features: { has(name: string): boolean };
  /** Chrome 114+ exposes info directly; older builds had requestAdapterInfo(). */
  info?: GPUAdapterInfoLike;
  /** Deprecated in favour of info.isFallbackAdapter, still present in some browsers. */
  isFallbackAdapter?: boolean;
  requestAdapterInfo?: () => Promise<GPUAdapterInfoLike>;
}

export interface NavigatorLike {
  gpu?: { requestAdapter(options?: { powerPreference?: 'high-performance' | 'low-power' }): Promise<GPUAdapterLike | null> };
}

export interface WebGPUProbe {
  available: boolean;
  /** "vendor architecture device description", for run provenance; null without an adapter. */
  adapterInfo: string | null;
  isFallbackAdapter: boolean;
  hasShaderF16: boolean;
  /** Plain language, shown as is. */
  message: string;
  /** 'ok' | 'warn' (works, with limits) | 'error' (cannot run models). */
  level: 'ok' | 'warn' | 'error';
}

// Software rasterizers that report as ordinary adapters in some browsers.
const SOFTWARE = /swiftshader|llvmpipe|lavapipe|softpipe|microsoft basic render/i;

export async function probeWebGPU(nav: NavigatorLike | undefined): Promise<WebGPUProbe> {
  const none = { available: false, adapterInfo: null, isFallbackAdapter: false, hasShaderF16: false, level: 'error' as const };
  if (!nav?.gpu) {
    return { ...none, message: 'This browser has no WebGPU, which in-browser models need. Use a recent Chrome or Edge (or another browser with WebGPU turned on), or evaluate through an OpenAI-compatible server with the command-line tool.' };
  }
  let adapter: GPUAdapterLike | null;
  try {
    adapter = await nav.gpu.requestAdapter({ powerPreference: 'high-performance' });
  } catch (err) {
    return { ...none, message: `WebGPU is present but asking for a GPU failed (${err instanceof Error ? err.message : String(err)}).` };
  }
  if (!adapter) {
    return { ...none, message: 'WebGPU is present but no GPU is available to it: the GPU may be blocked or unsupported, or hardware acceleration is turned off in the browser settings.' };
  }
  let info: GPUAdapterInfoLike = adapter.info ?? {};
  if (!adapter.info && adapter.requestAdapterInfo) {
    try { info = await adapter.requestAdapterInfo(); } catch { info = {}; }
  }
  const adapterInfo = [info.vendor, info.architecture, info.device, info.description].filter((s) => s && s.trim() !== '').join(' ') || 'unknown GPU';
  const isFallbackAdapter = info.isFallbackAdapter === true || adapter.isFallbackAdapter === true || SOFTWARE.test(adapterInfo);
  const hasShaderF16 = adapter.features.has('shader-f16');
  const base = { available: true, adapterInfo, isFallbackAdapter, hasShaderF16 };
  if (isFallbackAdapter) {
    return { ...base, level: 'warn', message: `WebGPU is running on a software (CPU) adapter (${adapterInfo}): models would be far too slow to evaluate. Turn on hardware acceleration in the browser settings, or use a machine with a GPU.` };
  }
  if (!hasShaderF16) {
    return { ...base, level: 'warn', message: `WebGPU works on ${adapterInfo}, but this GPU lacks 16-bit float shaders (shader-f16): use the q4f32 builds of the models; the f16 builds will not load.` };
  }
  return { ...base, level: 'ok', message: `WebGPU is ready on ${adapterInfo}.` };
}
