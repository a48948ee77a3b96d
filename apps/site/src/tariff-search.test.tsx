import type { Tariff } from '@switchboard/contract';
import { describe, expect, it } from 'vitest';
import { renderPage } from './render.tsx';

const row = (code: string, country: string, dial_code: string): Tariff => ({
  code,
  country,
  dial_code,
  rate: 0.01,
  currency: 'EUR',
});
const data = {
  origin: 'https://switchboard.test',
  plans: [],
  tariffTypes: [{ id: 'landline', name: 'Calls to landlines', unit: 'per minute' }],
  tariffs: {
    type: 'landline',
    rows: [
      row('AT', 'Austria', '+43'),
      row('DE', 'Germany', '+49'),
      row('TC', 'Turks and Caicos Islands', '+1649'),
    ],
  },
};
const none = { js: [], css: [] };
const assets = { prefs: none, contact: none, 'tariff-search': none, configurator: none };

const visible = () =>
  [...document.querySelectorAll<HTMLTableRowElement>('tr[data-tariff]')]
    .filter((tr) => !tr.hidden)
    .map((tr) => tr.querySelector('th')?.textContent);

describe('the tariffs page', () => {
  it('is searched in the page by dialling code or by country name, in the page language', async () => {
    const html = await renderPage('/tariffs', 'de', data, assets);
    document.documentElement.innerHTML = html
      .replace(/^<!doctype html><html[^>]*>/, '')
      .replace(/<\/html>$/, '');
    document.documentElement.lang = 'de';
    await import('./client/tariff-search.ts');
    const input = document.querySelector<HTMLInputElement>('#tariff-search')!;
    expect(input.closest('form')?.hidden).toBe(false);
    const search = (value: string) => {
      input.value = value;
      input.dispatchEvent(new Event('input'));
      return visible();
    };
    expect(search('+49')).toEqual(['Deutschland']);
    expect(search('49')).toEqual(['Deutschland']);
    expect(search('österr')).toEqual(['Österreich']);
    expect(search('germany')).toEqual(['Deutschland']);
    expect(search('nowhere')).toEqual([]);
    expect(document.querySelector<HTMLElement>('[data-tariff-empty]')?.hidden).toBe(false);
    expect(search('')).toHaveLength(3);
  });
});
