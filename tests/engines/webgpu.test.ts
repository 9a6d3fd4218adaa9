import { describe, expect, it } from 'vitest';
import { probeWebGPU, type GPUAdapterLike } from '../../src/engines/webgpu.ts';

function adapter(features: string[], info: GPUAdapterLike['info']): GPUAdapterLike {
  return { features: new Set(features), info };
}

describe('probeWebGPU', () => {
  it('explains a browser without WebGPU', async () => {
    const p = await probeWebGPU({});
    expect(p).toMatchObject({ available: false, level: 'error' });
    expect(p.message).toMatch(/no WebGPU/);
  });

  it('explains a missing adapter', async () => {
    const p = await probeWebGPU({ gpu: { requestAdapter: async () => null } });
    expect(p).toMatchObject({ available: false, level: 'error' });
  });

  it('flags a software adapter as far too slow', async () => {
    const p = await probeWebGPU({ gpu: { requestAdapter: async () => adapter(['shader-f16'], { vendor: 'google', description: 'SwiftShader Device (Subzero)' }) } });
    expect(p).toMatchObject({ available: true, isFallbackAdapter: true, level: 'warn' });
    expect(p.message).toMatch(/far too slow/);
    const q = await probeWebGPU({ gpu: { requestAdapter: async () => adapter([], { vendor: 'x', isFallbackAdapter: true }) } });
    expect(q.isFallbackAdapter).toBe(true);
  });

  it('points to the q4f32 builds without shader-f16', async () => {
    const p = await probeWebGPU({ gpu: { requestAdapter: async () => adapter([], { vendor: 'intel', architecture: 'gen-12lp' }) } });
    expect(p).toMatchObject({ available: true, hasShaderF16: false, level: 'warn', adapterInfo: 'intel gen-12lp' });
    expect(p.message).toMatch(/q4f32/);
  });

  it('is ready on a real GPU with shader-f16 (also via the older requestAdapterInfo)', async () => {
    const p = await probeWebGPU({ gpu: { requestAdapter: async () => ({ features: new Set(['shader-f16']), requestAdapterInfo: async () => ({ vendor: 'nvidia', architecture: 'ampere' }) }) } });
    expect(p).toMatchObject({ available: true, hasShaderF16: true, isFallbackAdapter: false, level: 'ok', adapterInfo: 'nvidia ampere' });
  });
});
