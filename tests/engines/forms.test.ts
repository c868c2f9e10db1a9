import { describe, expect, it } from 'vitest';
import { button } from './find.ts';
import { forms } from './lead-forms.ts';
import { open, storedRows, driveEngine, waitForText, widths } from './visitor.ts';
import { leadTables } from '../../supabase/functions/_shared/lead-tables.ts';

const visit = driveEngine();

describe('every lead form', () => {
  for (const width of widths) {
    for (const form of forms) {
      it(`at ${width} px: ${form.name} shows its success, with one request and one row`, async () => {
        const email = `${visit.engine.name}-${width}-${leadTables[form.form]}-${Date.now()}@example.com`;
        await open(visit, form.path, width);
        await form.fill(visit.tab, email);
        visit.proxy.backendRequests.length = 0;
        await visit.tab.click(button(form.submit));
        await waitForText(visit.tab, form.success);
        expect(visit.proxy.backendRequests.filter((request) => request.startsWith('POST'))).toHaveLength(1);
        expect(await storedRows(leadTables[form.form], 'email', email)).toEqual([{ email }]);
      });
    }
  }
});
