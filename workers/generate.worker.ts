// Thin worker entry: the dataset generator, exposed through comlink.
import { expose } from 'comlink';
import { createGeneratorService } from './generate.service.ts';

expose(createGeneratorService());
