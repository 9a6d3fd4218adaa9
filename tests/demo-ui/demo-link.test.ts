import { describe, expect, it } from 'vitest';
import { demoLinkQuery, demoPlan, parseDemoLink } from '../../src/ui/components/demo/demo-link.ts';
import { DEFAULT_FORM } from '../../src/ui/state/run-form.ts';

const parse = (q: string) => parseDemoLink(new URLSearchParams(q));

describe('#/demo links', () => {
  it('reads the engine like a run link, and pairs and autostart', () => {
    const l = parse('engine=openai&base_url=http://127.0.0.1:11434/v1&model=qwen3:14b&pairs=60&autostart=1');
    expect(l.form).toEqual({ engine: 'openai', baseUrl: 'http://127.0.0.1:11434/v1', model: 'qwen3:14b' });
    expect(l.pairs).toBe(60);
    expect(l.autostart).toBe(true);
    expect(l.warnings).toEqual([]);
    expect(parse('engine=webllm&model=Qwen3-0.6B-q4f16_1-MLC').form).toEqual({ engine: 'webllm', custom: false, webllmModel: 'Qwen3-0.6B-q4f16_1-MLC' });
  });

  it('no pairs: null (the view keeps its own); a bad pairs value is named', () => {
    expect(parse('engine=reference').pairs).toBeNull();
    for (const bad of ['0', '-3', '2.5', 'lots', '1081']) {
      const l = parse(`pairs=${bad}`);
      expect(l.pairs).toBeNull();
      expect(l.warnings).toEqual([`pairs=${bad}: expected a whole number from 1 to 1080`]);
    }
    expect(parse('pairs=1080').pairs).toBe(1080);
  });

  it('set and limit are the demo\'s own: dropped with a warning; keys are never read', () => {
    const l = parse('engine=reference&set=canonical&limit=5&api_key=sk-1');
    expect(l.form).toEqual({ engine: 'reference' });
    expect(l.warnings.join(' ')).toMatch(/set: the demo always runs both sets/);
    expect(l.warnings.join(' ')).toMatch(/limit: /);
    expect(l.warnings.join(' ')).toMatch(/api_key: links never carry API keys/);
  });

  it('run=<id> reopens a stored story', () => {
    expect(parse('run=abc-123').run).toBe('abc-123');
    expect(parse('run=').run).toBeNull();
  });

  it('round-trips through demoLinkQuery', () => {
    const form = { ...DEFAULT_FORM, engine: 'openai' as const, baseUrl: 'http://h:8000/v1', model: 'm' };
    const l = parse(demoLinkQuery(form, 25, { autostart: true }));
    expect(l).toEqual({ form: { engine: 'openai', baseUrl: 'http://h:8000/v1', model: 'm' }, pairs: 25, autostart: true, run: null, warnings: [] });
    expect(demoLinkQuery({ ...DEFAULT_FORM, apiKey: 'x' } as never, 60)).not.toMatch(/key/);
  });
});

describe('the time estimate plan', () => {
  it('names engine and model as a stored run does, 2 × pairs samples', () => {
    expect(demoPlan({ ...DEFAULT_FORM, engine: 'reference' }, 60)).toEqual({ engine: 'reference', model: 'reference', base_url: null, samples: 120, k: 1, concurrency: 4 });
    expect(demoPlan({ ...DEFAULT_FORM, engine: 'openai', baseUrl: ' http://h/v1 ', model: ' m ', concurrency: 8 }, 10))
      .toEqual({ engine: 'openai', model: 'm', base_url: 'http://h/v1', samples: 20, k: 1, concurrency: 8 });
    expect(demoPlan({ ...DEFAULT_FORM, engine: 'webllm', webllmModel: 'Qwen3-0.6B-q4f16_1-MLC', k: 3 }, 5))
      .toEqual({ engine: 'webllm', model: 'Qwen3-0.6B-q4f16_1-MLC', base_url: null, samples: 10, k: 3, concurrency: 1 });
  });
});
