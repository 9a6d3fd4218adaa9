// Thin worker entry: the results service (metrics, drill-down, compare, import/export), through comlink.
import { expose } from 'comlink';
import { version } from '../../../../../package.json';
import { openStore, type Store } from '../../../../storage/index.ts';
import { createResultsService } from './service.ts';

let store: Promise<Store> | null = null;
expose(createResultsService(() => (store ??= openStore()), undefined, version));
