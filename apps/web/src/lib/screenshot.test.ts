import { describe, expect, it } from 'vitest';
import { copyForScreenshot } from './screenshot';

describe('the copy a step screenshot is drawn from', () => {
  it('keeps what was typed, ticked and chosen, and drops every id so it never answers for a label', () => {
    const form = document.createElement('form');
    form.id = 'personal-info-form';
    form.innerHTML = `
      <label for="field-first">First Name</label><input id="field-first" name="first">
      <input id="field-agree" type="checkbox">
      <select id="field-marital"><option value="S">Single</option><option value="M">Married</option></select>
      <textarea id="field-notes"></textarea>`;
    document.body.append(form);
    (form.querySelector('#field-first') as HTMLInputElement).value = 'Maria';
    (form.querySelector('#field-agree') as HTMLInputElement).checked = true;
    (form.querySelector('#field-marital') as HTMLSelectElement).value = 'M';
    (form.querySelector('#field-notes') as HTMLTextAreaElement).value = 'Asthma since 2019';

    const copy = copyForScreenshot(form);

    expect(copy.querySelector('input[name="first"]')).toHaveValue('Maria');
    expect(copy.querySelector('input[type="checkbox"]')).toBeChecked();
    expect(copy.querySelector('select')).toHaveValue('M');
    expect(copy.querySelector('textarea')).toHaveValue('Asthma since 2019');
    expect(copy.id).toBe('');
    expect(copy.querySelectorAll('[id]')).toHaveLength(0);
    // The step's own form is untouched: its labels still name its fields.
    expect(document.getElementById('field-first')).toHaveValue('Maria');
    form.remove();
  });
});
