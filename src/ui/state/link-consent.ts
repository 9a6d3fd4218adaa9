// Whether a link may start work on its own (#/run?…&autostart=1, #/demo?…&autostart=1,
// #/check?…&ask=1). A link is written by someone else, so it starts by itself only what
// costs nothing and runs nothing foreign: the reference and baseline engines, and a WebLLM
// model from WebLLM's prebuilt list that is already in this browser's cache.
//
// Everything else waits for the user's click, after the page has said what it will do:
// - any OpenAI-compatible server, with or without a saved key. A saved key would be spent,
//   and even without one the link would make this browser send prompts to a server the
//   link chose (a machine on the user's network, a paid endpoint with IP-based access);
// - a WebLLM model that is not cached (a download of hundreds of MB to GBs);
// - a custom WebLLM model (weights and a compiled model library from URLs outside WebLLM's
//   prebuilt list: code from anywhere).
// Pure and tested.
import { ENGINE_KIND_INFO, isReferenceKind } from '../../core/run/index.ts';
import type { AskForm } from './ask-form.ts';
import { selectedCount, type RunForm } from './run-form.ts';

/** What a run or question from a link would do, in the terms the user decides on. */
export interface LinkAction {
  engine: string;
  /** The server prompts go to (openai), else null. */
  server: string | null;
  model: string;
  samples: number;
  k: number;
  /** Requests (samples × k; 1 for a question). */
  requests: number;
  /** Weights and model-library URLs outside WebLLM's prebuilt list. */
  customUrls: string[];
  /** An API key saved in this browser for that server would be sent. */
  sendsKey: boolean;
}

export type LinkVerdict =
  | { auto: true }
  /** `why`: the reasons it waits, in plain words. */
  | { auto: false; why: string[]; action: LinkAction };

export interface ConsentFacts {
  /** A key is saved in this browser for the form's exact server URL. */
  savedKey: boolean;
  /** The form's WebLLM model is in WebLLM's prebuilt list and cached here (false when unknown). */
  cachedPrebuilt: boolean;
}

function action(form: RunForm, facts: ConsentFacts, samples: number): LinkAction {
  const k = form.k;
  return {
    engine: ENGINE_KIND_INFO[form.engine].label,
    server: form.engine === 'openai' ? form.baseUrl.trim() : null,
    model: form.engine === 'openai' ? form.model.trim() : form.engine === 'webllm' ? (form.custom ? form.weightsUrl.trim() : form.webllmModel) : form.engine,
    samples,
    k,
    requests: samples * k,
    customUrls: form.engine === 'webllm' && form.custom ? [form.weightsUrl.trim(), form.libUrl.trim()] : [],
    sendsKey: form.engine === 'openai' && facts.savedKey,
  };
}

/** May a run from a link start without a click? */
export function runLinkVerdict(form: RunForm, facts: ConsentFacts): LinkVerdict {
  if (isReferenceKind(form.engine)) return { auto: true };
  const why: string[] = [];
  if (form.engine === 'openai') {
    why.push(facts.savedKey
      ? 'it would send your API key saved for this server, with every request'
      : 'it would send the prompts to a server the link chose');
  } else if (form.engine === 'webllm') {
    if (form.custom) why.push('it would download a model and run its compiled library from addresses outside WebLLM\'s list of prebuilt models');
    else if (!facts.cachedPrebuilt) why.push('the model is not downloaded in this browser yet: starting would download it');
    else return { auto: true };
  }
  return { auto: false, why, action: action(form, facts, selectedCount(form)) };
}

/** May a question from #/check?…&ask=1 be asked without a click? */
export function askLinkVerdict(form: AskForm, facts: Pick<ConsentFacts, 'savedKey'>): LinkVerdict {
  if (form.engine !== 'openai') return { auto: true }; // reference engines, or a WebLLM model already here (the form allows no other)
  return {
    auto: false,
    why: [facts.savedKey ? 'it would send your API key saved for this server' : 'it would send the solution to a server the link chose'],
    action: {
      engine: ENGINE_KIND_INFO.openai.label, server: form.baseUrl.trim(), model: form.model.trim(),
      samples: 1, k: 1, requests: 1, customUrls: [], sendsKey: facts.savedKey,
    },
  };
}
