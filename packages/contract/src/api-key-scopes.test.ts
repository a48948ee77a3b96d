import { describe, expect, it } from 'vitest';
import { API_KEY_SCOPES, apiKeyScopeOf } from './api-key-scopes.js';
import { endpoints } from './endpoints.js';

const entries = Object.entries(endpoints);

describe('API key scopes', () => {
  it('are exactly the scopes the endpoint table needs', () => {
    const needed = new Set(entries.map(([, endpoint]) => apiKeyScopeOf(endpoint)).filter(Boolean));
    expect([...needed].sort()).toEqual([...API_KEY_SCOPES].sort());
  });

  it('cover every verified entry but the ones that refuse keys', () => {
    const uncovered = entries
      .filter(([, e]) => e.auth === 'verified' && !('apiKeys' in e) && apiKeyScopeOf(e) === null)
      .map(([name]) => name);
    expect(uncovered).toEqual([]);
  });

  it('never reach the profile, the keys and webhooks themselves, payments or administration', () => {
    for (const name of [
      'profile',
      'changePassword',
      'createApiKey',
      'createWebhook',
      'recharge',
      'impersonate',
    ]) {
      expect(apiKeyScopeOf(endpoints[name as keyof typeof endpoints]), name).toBeNull();
    }
    expect(apiKeyScopeOf(endpoints.rotateSwitchToken)).toBeNull();
  });

  it('read or write by method, reports by path', () => {
    expect(apiKeyScopeOf(endpoints.listWidgets)).toBe('widgets:read');
    expect(apiKeyScopeOf(endpoints.createWidget)).toBe('widgets:write');
    expect(apiKeyScopeOf(endpoints.searchPbxUsers)).toBe('pbx:read');
    expect(apiKeyScopeOf(endpoints.createCarrier)).toBe('pbx:write');
    expect(apiKeyScopeOf(endpoints.listCallRecords)).toBe('reports:read');
    expect(apiKeyScopeOf(endpoints.statsReport)).toBe('reports:read');
    expect(apiKeyScopeOf(endpoints.callReport)).toBe('reports:read');
    expect(apiKeyScopeOf(endpoints.callReportLegs)).toBe('reports:read');
    expect(apiKeyScopeOf(endpoints.postCallEvent)).toBe('calls:events');
    expect(apiKeyScopeOf(endpoints.liveCalls)).toBe('pbx:read');
  });
});
