import type { EntryType } from '@caudal/contracts';
import type { EventHandler } from '../../lib/events.ts';
import { categorize, keywordOf } from './categorize.ts';
import {
  importedEntry,
  learnCategoryRules,
  ownCategories,
  ownCategoryRules,
} from './imports.repository.ts';

/**
 * When the owner changes the category of an imported movement, its counterparty (the
 * description's first words, as a correction in the preview teaches) keeps that category on the
 * next imports. A category the importer would give anyway teaches nothing.
 */
export const learnFromEditedEntry: EventHandler<'record-updated'> = async (
  { companyId, kind, id },
  { db },
) => {
  if (kind !== 'cash-flow-entry') return;
  const entry = await importedEntry(db, companyId, id);
  if (!entry) return;
  const keyword = keywordOf(entry.description);
  if (!keyword) return;
  const [rules, categories] = await Promise.all([
    ownCategoryRules(db, companyId),
    ownCategories(db, companyId),
  ]);
  const guessed = categorize(entry.description, entry.type as EntryType, rules, categories);
  if (guessed === entry.category) return;
  await learnCategoryRules(db, companyId, [{ keyword, category: entry.category }]);
};
