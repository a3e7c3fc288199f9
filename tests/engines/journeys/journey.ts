/** What each journey is given: its engine, its window, and where its screenshots go. */
import path from 'node:path';
import type { Locale } from '@/app/_i18n/routing';
import { locales } from '@/tests/shared/site';
import type { EngineName, EngineWindow, Viewport } from '../engines';

export interface Journey {
  readonly engine: EngineName;
  readonly viewport: Viewport;
  /** The window of this engine and size, opened before the first journey and shared by all, in turn. */
  readonly tab: EngineWindow;
  /** The site built under a base path with one product a page, as the end-to-end tests build it. */
  readonly paginatedOrigin: string;
  /** Saves what the window shows as `<locale>-<size>-<screen>.png`, once its pictures are painted. */
  screenshot(locale: Locale, screen: string): Promise<void>;
}

export const SCREENSHOTS = path.resolve('test-results/engines');

export const other = (locale: Locale) => locales.find((candidate) => candidate !== locale)!;
