// Contracts between prompt building, engines and response parsing.

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A model's three answers, as parsed from its JSON. */
export interface Answer {
  q1: boolean;
  q2: boolean;
  q3: number;
}

/** Which route found the answer object in the raw text (recorded per response). */
export type ExtractionPath = 'whole' | 'fenced' | 'last_object' | 'none';

export type ResponseErrorCode =
  | 'empty'
  | 'no_json'
  | 'invalid_json'
  | 'not_object'
  | 'missing_field'
  | 'wrong_type'
  | 'q3_out_of_range'
  | 'too_large';

export type ParsedResponse =
  | { ok: true; answer: Answer; path: ExtractionPath }
  | { ok: false; error: { code: ResponseErrorCode; message: string }; path: ExtractionPath };
