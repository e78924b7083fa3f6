import { describe, expect, it } from 'vitest';
import { barPercent, capitalise, formatDateTime, percentOf, planLabel, planTitle, shortDay } from './format';

describe('admin formatting', () => {
  it('writes dates en-US with a short month, day, year, hour and minute, and says their zone', () => {
    const shown = formatDateTime('2026-03-05T14:07:00Z');
    expect(shown).toMatch(/^Mar 5, 2026, \d{1,2}:07\s?(AM|PM) [A-Z][A-Za-z0-9+:-]+$/);
  });

  it('capitalises roles and plans, and names the poufs of a family entry', () => {
    expect(capitalise('admin')).toBe('Admin');
    expect(planLabel({ plan: 'bi-monthly', isFamily: false, numberOfPoufs: 1 })).toBe('Bi-Monthly');
    expect(planTitle('bi-monthly')).toBe('Bi-Monthly');
    expect(planTitle('weekly')).toBe('Weekly');
    expect(planLabel({ plan: 'family', isFamily: true, numberOfPoufs: 3 })).toBe('Family (3 poufs)');
  });

  it('caps the plan bar at 100% and survives an empty list', () => {
    expect(barPercent(5, 20)).toBe(25);
    expect(barPercent(30, 20)).toBe(100);
    expect(barPercent(0, 0)).toBe(0);
  });

  it('writes conversion as a percentage with one decimal, and a dash for nothing to convert', () => {
    expect(percentOf(1, 8)).toBe('12.5%');
    expect(percentOf(0, 3)).toBe('0.0%');
    expect(percentOf(2, 3)).toBe('66.7%');
    expect(percentOf(0, 0)).toBe('–');
  });

  it("names a funnel day by its UTC date, whatever the browser's zone", () => {
    expect(shortDay('2026-03-05')).toBe('Mar 5');
    expect(shortDay('2026-12-31')).toBe('Dec 31');
    expect(shortDay('2026-01-01')).toBe('Jan 1');
    expect(shortDay('not a day')).toBe('not a day');
  });
});
