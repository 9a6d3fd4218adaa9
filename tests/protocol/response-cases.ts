import type { Answer, ExtractionPath, ResponseErrorCode } from '../../src/core/protocol/index.ts';

// Replies as models really write them, and as an adversary would. lastStep defaults to 5.
export interface ResponseCase {
  name: string;
  text: string;
  lastStep?: number;
  expect: { answer: Answer; path: ExtractionPath } | { code: ResponseErrorCode; path: ExtractionPath };
}

const A = (q1: boolean, q2: boolean, q3: number): Answer => ({ q1, q2, q3 });
const V1 = '{"final_answer_correct": true, "all_steps_valid": false, "first_invalid_step": 2}';

export const RESPONSE_CASES: ResponseCase[] = [
  // --- realistic ---
  { name: 'bare object', text: V1, expect: { answer: A(true, false, 2), path: 'whole' } },
  { name: 'bare object with whitespace', text: `\n\n  ${V1}  \n`, expect: { answer: A(true, false, 2), path: 'whole' } },
  {
    name: 'pretty-printed',
    text: '{\n  "final_answer_correct": false,\n  "all_steps_valid": true,\n  "first_invalid_step": -1\n}',
    expect: { answer: A(false, true, -1), path: 'whole' },
  },
  { name: 'aliases q1/q2/q3', text: '{"q1": true, "q2": true, "q3": -1}', expect: { answer: A(true, true, -1), path: 'whole' } },
  {
    name: 'mixed names and aliases',
    text: '{"final_answer_correct": true, "q2": false, "first_invalid_step": 3}',
    expect: { answer: A(true, false, 3), path: 'whole' },
  },
  {
    name: 'template name wins over alias',
    text: '{"q1": false, "final_answer_correct": true, "all_steps_valid": true, "first_invalid_step": -1}',
    expect: { answer: A(true, true, -1), path: 'whole' },
  },
  {
    name: 'extra keys are ignored',
    text: '{"final_answer_correct": true, "all_steps_valid": true, "first_invalid_step": -1, "explanation": "all fine"}',
    expect: { answer: A(true, true, -1), path: 'whole' },
  },
  { name: 'json fence', text: `Here is my verdict:\n\n\`\`\`json\n${V1}\n\`\`\`\n`, expect: { answer: A(true, false, 2), path: 'fenced' } },
  { name: 'plain fence', text: `\`\`\`\n${V1}\n\`\`\``, expect: { answer: A(true, false, 2), path: 'fenced' } },
  { name: 'prose before', text: `Step 2 divides wrongly, so:\n${V1}`, expect: { answer: A(true, false, 2), path: 'last_object' } },
  { name: 'trailing prose', text: `${V1}\nI hope this helps! Let me know {if} you need more.`, expect: { answer: A(true, false, 2), path: 'last_object' } },
  {
    name: 'think block then answer',
    text: `<think>Step 1 looks fine. Maybe {"q1": false, "q2": false, "q3": 1}? No.</think>\n${V1}`,
    expect: { answer: A(true, false, 2), path: 'whole' },
  },
  {
    name: 'think block then fenced answer',
    text: `<think>check x = 3: 2*3+1 = 7</think>\n\`\`\`json\n${V1}\n\`\`\``,
    expect: { answer: A(true, false, 2), path: 'fenced' },
  },
  {
    name: 'orphan closing tag (think opened by the chat template)',
    text: `Let me check each step... {"q1": false, "q2": false, "q3": 4}\n</think>\n\n${V1}`,
    expect: { answer: A(true, false, 2), path: 'whole' },
  },
  {
    name: 'uppercase THINK tags',
    text: `<THINK>{"q1": false, "q2": false, "q3": 4}</THINK>${V1}`,
    expect: { answer: A(true, false, 2), path: 'whole' },
  },
  {
    name: 'thinking tag variant',
    text: `<thinking>{"q1": false, "q2": false, "q3": 4}</thinking> ${V1}`,
    expect: { answer: A(true, false, 2), path: 'whole' },
  },
  {
    name: 'answer before a think block still counts',
    text: `${V1}\n<think>that was my answer</think>`,
    expect: { answer: A(true, false, 2), path: 'whole' },
  },
  { name: 'two objects: last wins', text: `First guess ${V1}, final: {"q1": false, "q2": true, "q3": -1}`, expect: { answer: A(false, true, -1), path: 'last_object' } },
  {
    name: 'fenced then bare: last wins',
    text: `\`\`\`json\n${V1}\n\`\`\`\nOn reflection: {"q1": true, "q2": true, "q3": -1}`,
    expect: { answer: A(true, true, -1), path: 'last_object' },
  },
  {
    name: 'trailing unrelated object does not steal the answer',
    text: `${V1}\nconfidence: {"level": "high"}`,
    expect: { answer: A(true, false, 2), path: 'last_object' },
  },
  {
    name: 'braces inside strings',
    text: `Answer: {"final_answer_correct": true, "all_steps_valid": false, "first_invalid_step": 2, "note": "set {x} } {"}`,
    expect: { answer: A(true, false, 2), path: 'last_object' },
  },
  {
    name: 'escaped quotes inside strings',
    text: `Answer: {"note": "he said \\"}\\"", "q1": true, "q2": true, "q3": -1}`,
    expect: { answer: A(true, true, -1), path: 'last_object' },
  },
  {
    name: 'stray quote in prose before the answer',
    text: `The step "x = 3 is fine.\n${V1}`,
    expect: { answer: A(true, false, 2), path: 'last_object' },
  },
  {
    name: 'stray brace in prose before the answer',
    text: `The candidate set {3, -1 is checked.\n${V1}`,
    expect: { answer: A(true, false, 2), path: 'last_object' },
  },
  {
    name: 'unicode around and inside',
    text: `Verdict ✅ — 解答:\n{"q1": true, "q2": false, "q3": 1, "note": "x² ≠ 4 🙂"}`,
    expect: { answer: A(true, false, 1), path: 'last_object' },
  },
  { name: 'q3 = 0 (step 0)', text: '{"q1": false, "q2": false, "q3": 0}', expect: { answer: A(false, false, 0), path: 'whole' } },
  { name: 'q3 = lastStep', text: '{"q1": false, "q2": false, "q3": 5}', expect: { answer: A(false, false, 5), path: 'whole' } },
  // JSON has a single number type; 2.0 and 2e0 are the integer 2 (as in JSON Schema).
  { name: 'q3 as 2.0 is the integer 2', text: '{"q1": true, "q2": false, "q3": 2.0}', expect: { answer: A(true, false, 2), path: 'whole' } },
  { name: 'q3 as -0 is 0', text: '{"q1": true, "q2": false, "q3": -0}', expect: { answer: A(true, false, 0), path: 'whole' } },
  { name: 'CRLF line endings', text: '```json\r\n{"q1": true,\r\n "q2": true,\r\n "q3": -1}\r\n```', expect: { answer: A(true, true, -1), path: 'fenced' } },

  // --- errors ---
  { name: 'empty', text: '', expect: { code: 'empty', path: 'none' } },
  { name: 'whitespace only', text: ' \n\t ', expect: { code: 'empty', path: 'none' } },
  { name: 'prose only', text: 'The trace is valid and the answer is correct.', expect: { code: 'no_json', path: 'none' } },
  { name: 'only reasoning', text: `<think>${V1}</think>`, expect: { code: 'no_json', path: 'none' } },
  { name: 'unclosed think hides everything after it', text: `<think>Let me see. ${V1}`, expect: { code: 'no_json', path: 'none' } },
  { name: 'unclosed think after prose', text: `Draft: hmm <think> ${V1}`, expect: { code: 'no_json', path: 'none' } },
  { name: 'JSON array', text: `[${V1}]`, expect: { code: 'not_object', path: 'whole' } },
  { name: 'JSON string holding the object', text: JSON.stringify(V1), expect: { code: 'not_object', path: 'whole' } },
  { name: 'bare true', text: 'true', expect: { code: 'not_object', path: 'whole' } },
  { name: 'truncated object', text: '{"final_answer_correct": true, "all_steps_valid": false, "first_inv', expect: { code: 'invalid_json', path: 'none' } },
  { name: 'truncated fence', text: '```json\n{"q1": true, "q2": tr', expect: { code: 'invalid_json', path: 'none' } },
  { name: 'single quotes', text: "{'q1': true, 'q2': true, 'q3': -1}", expect: { code: 'invalid_json', path: 'none' } },
  { name: 'trailing comma', text: '{"q1": true, "q2": true, "q3": -1,}', expect: { code: 'invalid_json', path: 'none' } },
  { name: 'set notation only', text: 'The solution set is {3}.', expect: { code: 'invalid_json', path: 'none' } },
  { name: 'missing q3', text: '{"q1": true, "q2": true}', expect: { code: 'missing_field', path: 'whole' } },
  { name: 'unrelated object only', text: 'Result: {"verdict": "valid"}', expect: { code: 'missing_field', path: 'last_object' } },
  { name: 'keys are case-sensitive', text: '{"Q1": true, "Q2": true, "Q3": -1}', expect: { code: 'missing_field', path: 'whole' } },
  {
    name: 'nested answer is not unwrapped',
    text: '{"answer": {"q1": true, "q2": true, "q3": -1}}',
    expect: { code: 'missing_field', path: 'whole' },
  },
  { name: '"true" string', text: '{"q1": "true", "q2": true, "q3": -1}', expect: { code: 'wrong_type', path: 'whole' } },
  { name: 'q2 as 1', text: '{"q1": true, "q2": 1, "q3": -1}', expect: { code: 'wrong_type', path: 'whole' } },
  { name: 'q2 null', text: '{"q1": true, "q2": null, "q3": -1}', expect: { code: 'wrong_type', path: 'whole' } },
  { name: 'q3 as "2"', text: '{"q1": true, "q2": false, "q3": "2"}', expect: { code: 'wrong_type', path: 'whole' } },
  { name: 'q3 as 2.5', text: '{"q1": true, "q2": false, "q3": 2.5}', expect: { code: 'wrong_type', path: 'whole' } },
  { name: 'q3 as 1e400 (Infinity)', text: '{"q1": true, "q2": false, "q3": 1e400}', expect: { code: 'wrong_type', path: 'whole' } },
  { name: 'q3 as boolean', text: '{"q1": true, "q2": true, "q3": false}', expect: { code: 'wrong_type', path: 'whole' } },
  { name: 'q3 as list', text: '{"q1": true, "q2": false, "q3": [2]}', expect: { code: 'wrong_type', path: 'whole' } },
  { name: 'q3 too large', text: '{"q1": true, "q2": false, "q3": 6}', expect: { code: 'q3_out_of_range', path: 'whole' } },
  { name: 'q3 below -1', text: '{"q1": true, "q2": false, "q3": -2}', expect: { code: 'q3_out_of_range', path: 'whole' } },
  { name: 'q3 range follows lastStep', text: '{"q1": true, "q2": false, "q3": 3}', lastStep: 2, expect: { code: 'q3_out_of_range', path: 'whole' } },
  {
    name: 'wrong type in the last object is not rescued by an earlier one',
    text: `${V1}\nFinal: {"q1": "yes", "q2": false, "q3": 2}`,
    expect: { code: 'wrong_type', path: 'last_object' },
  },
  {
    name: 'truncated last object: the last WELL-FORMED one wins',
    text: `${V1}\nActually: {"q1": false, "q2": fa`,
    expect: { answer: A(true, false, 2), path: 'last_object' },
  },
  { name: 'fenced wrong type reports fenced path', text: '```json\n{"q1": true, "q2": "no", "q3": -1}\n```', expect: { code: 'wrong_type', path: 'fenced' } },
];
