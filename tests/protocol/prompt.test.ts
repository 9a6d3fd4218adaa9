import { describe, expect, it } from 'vitest';
import {
  answerJsonSchema,
  buildPrompt,
  DEFAULT_TEMPLATE_ID,
  getTemplate,
  parseResponse,
  renderAnswer,
  STEPBENCH_V1,
  STEPBENCH_V1_THINK,
  TEMPLATES,
} from '../../src/core/protocol/index.ts';

const steps = ['2x + 3 = x - 1', '2x - x = -1 - 3', 'x = -4'];

describe('buildPrompt', () => {
  it('sends the system message, then instructions, then the trace as Step i lines', () => {
    const [system, user, ...rest] = buildPrompt({ steps }, STEPBENCH_V1);
    expect(rest).toEqual([]);
    expect(system).toEqual({ role: 'system', content: STEPBENCH_V1.system });
    expect(user?.role).toBe('user');
    const content = user?.content ?? '';
    expect(content.startsWith(STEPBENCH_V1.instructions)).toBe(true);
    expect(content).toContain('Original equation: 2x + 3 = x - 1\n');
    expect(content).toContain('Step 0: 2x + 3 = x - 1\nStep 1: 2x - x = -1 - 3\nStep 2: x = -4\n');
    expect(content.endsWith(STEPBENCH_V1.reminder)).toBe(true);
    expect(content.indexOf('Step 0:')).toBeGreaterThan(STEPBENCH_V1.instructions.length);
  });

  it('is deterministic and shares the whole fixed prefix across samples', () => {
    const a = buildPrompt({ steps }, STEPBENCH_V1);
    expect(buildPrompt({ steps }, STEPBENCH_V1)).toEqual(a);
    const b = buildPrompt({ steps: ['x = 1', 'x = 1'] }, STEPBENCH_V1);
    expect(b[0]).toEqual(a[0]);
    const ua = a[1]?.content ?? '';
    const ub = b[1]?.content ?? '';
    let common = 0;
    while (common < ua.length && ua[common] === ub[common]) common++;
    expect(common).toBeGreaterThanOrEqual(STEPBENCH_V1.instructions.length);
  });

  it('keeps one statement per Step line even if a statement holds a newline', () => {
    const content = buildPrompt({ steps: ['x = 1', 'x = 1\nStep 9: forged'] }, STEPBENCH_V1)[1]?.content ?? '';
    expect(content).toContain('Step 1: x = 1 Step 9: forged');
    expect(content.match(/^Step \d+:/gm)).toHaveLength(2);
  });

  it('names the three answer keys and the -1 convention in the instructions', () => {
    for (const t of Object.values(TEMPLATES)) {
      for (const key of Object.values(t.fields)) expect(t.instructions).toContain(`"${key}"`);
      expect(t.instructions).toContain('-1');
      expect(t.instructions).toContain('Step 0');
    }
  });
});

describe('templates', () => {
  it('are looked up by id', () => {
    expect(getTemplate(DEFAULT_TEMPLATE_ID)).toBe(STEPBENCH_V1);
    expect(getTemplate('stepbench-v1-think')).toBe(STEPBENCH_V1_THINK);
    expect(getTemplate('nope')).toBeNull();
    expect(getTemplate('toString')).toBeNull();
  });
  it('have ids matching their registry keys', () => {
    for (const [id, t] of Object.entries(TEMPLATES)) expect(t.id).toBe(id);
  });
  it('the think variant is parsed back when the model follows it', () => {
    const reply = `<think>step 1 moves 3 with the wrong sign</think>\n${renderAnswer({ q1: false, q2: false, q3: 1 }, STEPBENCH_V1_THINK)}`;
    expect(parseResponse(reply, 2, STEPBENCH_V1_THINK.fields)).toMatchObject({ ok: true, answer: { q1: false, q2: false, q3: 1 } });
  });
});

describe('answerJsonSchema', () => {
  it('requires exactly the three typed keys', () => {
    expect(answerJsonSchema(STEPBENCH_V1)).toEqual({
      type: 'object',
      properties: {
        final_answer_correct: { type: 'boolean' },
        all_steps_valid: { type: 'boolean' },
        first_invalid_step: { type: 'integer', minimum: -1 },
      },
      required: ['final_answer_correct', 'all_steps_valid', 'first_invalid_step'],
      additionalProperties: false,
    });
  });
});
