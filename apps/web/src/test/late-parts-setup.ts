/**
 * Components under test render as on a page the browser draws itself, whose route brings its late parts'
 * code before it draws (lib/late-part.tsx): the parts of every module the test imported are loaded first.
 */
import { beforeAll } from 'vitest';
import { loadLateParts } from '../lib/late-part.tsx';

beforeAll(() => loadLateParts());
