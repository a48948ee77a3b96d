import { describe, expect, it } from 'vitest';
import { normalizeConfig, safeColor, safeUrl } from './config';

describe('normalizeConfig', () => {
  it('fills the spec defaults into a sparse config', () => {
    const config = normalizeConfig({ public_key: 'pk' });
    expect(config.appearance.widgetPosition).toBe('right');
    expect(config.appearance.chatVisibility).toBe('on-desktop-and-mobile');
    expect(config.appearance.displayOffline).toBe(true);
    expect(config.sidebar).toEqual({ colorScheme: 'light', position: 'right', animation: 'ripple' });
    expect(config.config).toEqual({ gdpr_url: null, terms_url: null });
    expect(config.multilanguage).toEqual({ lang: 'en', userLanguages: ['en'], userEditedLangs: {} });
    expect(config.contacts).toEqual([]);
  });

  it('keeps what the config says', () => {
    const config = normalizeConfig({
      sidebar: { colorScheme: 'dark', position: 'left', animation: 'bounce' },
      appearance: { widgetPosition: 'left', chatVisibility: 'mobile', displayOffline: false } as never,
      multilanguage: { lang: 'ar', userLanguages: ['en', 'ar'], userEditedLangs: { ar: { send: 'أرسل' } } },
    });
    expect(config.sidebar).toMatchObject({ position: 'left', animation: 'bounce' });
    expect(config.appearance).toMatchObject({
      widgetPosition: 'left',
      chatVisibility: 'mobile',
      displayOffline: false,
    });
    expect(config.multilanguage.lang).toBe('ar');
  });
});

describe('safeColor', () => {
  it.each([
    '#fff',
    '#16a34a',
    '#16a34a80',
    'green',
    'transparent',
    'rgb(1, 2, 3)',
    'rgba(0,0,0,.5)',
    'hsl(120 50% 40% / 0.8)',
    'color-mix(in srgb, red 40%, rgb(0 0 255))',
  ])('accepts %s', (value) => expect(safeColor(value)).toBe(value));

  it.each([
    'red;background:url(https://evil.test)',
    'red}body{display:none',
    'url(x)',
    '"red"',
    'expression(alert(1))',
    '',
    42,
  ])('refuses %s', (value) => expect(safeColor(value)).toBeUndefined());
});

describe('safeUrl', () => {
  it('keeps http(s) links and refuses script and data URLs', () => {
    expect(safeUrl('https://acme.example/terms')).toBe('https://acme.example/terms');
    expect(safeUrl('http://acme.example/gdpr')).toBe('http://acme.example/gdpr');
    expect(safeUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeUrl('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(safeUrl('/relative')).toBeUndefined();
    expect(safeUrl(null)).toBeUndefined();
  });
});
