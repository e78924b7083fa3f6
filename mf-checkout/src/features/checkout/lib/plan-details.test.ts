import { STORAGE_KEYS } from '@fresh-pouf/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { readCustomer, readPlanDetails } from './plan-details';

const query = (q: string) => new URLSearchParams(q);

describe('the plan /checkout charges for', () => {
  beforeEach(() => sessionStorage.clear());

  it('comes from session storage first', () => {
    sessionStorage.setItem(
      STORAGE_KEYS.checkoutPlanDetails,
      JSON.stringify({ planId: 'family', poufs: 4, frequency: 'quarterly', isSubscription: true }),
    );
    expect(readPlanDetails(sessionStorage, query('id=monthly'))).toEqual({
      planId: 'family',
      poufs: 4,
      frequency: 'quarterly',
      isSubscription: true,
    });
  });

  it('falls back to the query parameters, frequency monthly by default', () => {
    expect(readPlanDetails(sessionStorage, query('id=family&subscription=true&poufs=3'))).toEqual({
      planId: 'family',
      poufs: 3,
      frequency: 'monthly',
      isSubscription: true,
    });
    expect(readPlanDetails(sessionStorage, query('id=quarterly&subscription=true&frequency=quarterly'))).toMatchObject({
      planId: 'quarterly',
      poufs: 1,
    });
  });

  it.each([
    '',
    'id=weekly',
    'id=family&poufs=0',
    'id=family&poufs=6',
    'id=family&poufs=two',
    'id=family&poufs=2&frequency=daily',
  ])('is missing for "%s"', (q) => expect(readPlanDetails(sessionStorage, query(q))).toBeNull());

  it('ignores a damaged stored value', () => {
    sessionStorage.setItem(STORAGE_KEYS.checkoutPlanDetails, '{not json');
    expect(readPlanDetails(sessionStorage, query(''))).toBeNull();
    expect(readPlanDetails(null, query('id=monthly'))).toMatchObject({ planId: 'monthly' });
  });

  it('reads who pays from the stored Early Bird form', () => {
    sessionStorage.setItem(
      STORAGE_KEYS.waitlistFormData,
      JSON.stringify({ fullName: 'Ada Lovelace', email: 'ADA@example.com', joinDate: '2026-11-21', plan: 'monthly' }),
    );
    expect(readCustomer(sessionStorage)).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      joinDate: '2026-11-21',
    });
  });
});
