import { describe, expect, it } from 'vitest';
import {
  choosePlan,
  formatJoinDate,
  initialWaitlistFormState,
  toCheckoutPlanDetails,
  toWaitlistSubmission,
} from './form-state';

describe('waitlist form state', () => {
  it('starts on bi-monthly with two family poufs and monthly frequency', () => {
    expect(initialWaitlistFormState).toEqual({
      fullName: '',
      email: '',
      plan: 'bi-monthly',
      earlyBird: false,
      isFamily: false,
      numberOfPoufs: 2,
      frequency: 'monthly',
    });
  });

  it('a single plan clears the family options', () => {
    const family = choosePlan(initialWaitlistFormState, 'family');
    for (const plan of ['monthly', 'bi-monthly', 'quarterly'] as const) {
      expect(choosePlan({ ...family, numberOfPoufs: 4 }, plan)).toMatchObject({
        plan,
        isFamily: false,
        numberOfPoufs: 1,
      });
    }
  });

  it('family sets two poufs and keeps the frequency', () => {
    const state = { ...initialWaitlistFormState, frequency: 'quarterly' as const };
    expect(choosePlan(state, 'family')).toMatchObject({
      plan: 'family',
      isFamily: true,
      numberOfPoufs: 2,
      frequency: 'quarterly',
    });
  });

  it('submits the plan as frequency for a single plan, with today as yyyy-MM-dd', () => {
    const state = { ...choosePlan(initialWaitlistFormState, 'quarterly'), fullName: 'Ada', email: 'a@b.co' };
    expect(toWaitlistSubmission(state, new Date(2026, 0, 5))).toEqual({
      fullName: 'Ada',
      email: 'a@b.co',
      plan: 'quarterly',
      earlyBird: false,
      isFamily: false,
      numberOfPoufs: 1,
      frequency: 'quarterly',
      joinDate: '2026-01-05',
    });
  });

  it('submits the family frequency for a family plan', () => {
    const state = {
      ...choosePlan(initialWaitlistFormState, 'family'),
      numberOfPoufs: 3,
      frequency: 'bi-monthly' as const,
    };
    expect(toWaitlistSubmission(state, new Date(2026, 10, 21))).toMatchObject({
      plan: 'family',
      isFamily: true,
      numberOfPoufs: 3,
      frequency: 'bi-monthly',
      joinDate: '2026-11-21',
    });
  });

  it('stores the plan details checkout needs', () => {
    expect(toCheckoutPlanDetails(choosePlan(initialWaitlistFormState, 'monthly'))).toEqual({
      planId: 'monthly',
      poufs: 1,
      frequency: 'monthly',
      isSubscription: true,
    });
    const family = {
      ...choosePlan(initialWaitlistFormState, 'family'),
      numberOfPoufs: 5,
      frequency: 'quarterly' as const,
    };
    expect(toCheckoutPlanDetails(family)).toEqual({
      planId: 'family',
      poufs: 5,
      frequency: 'quarterly',
      isSubscription: true,
    });
  });

  it('pads join dates', () => {
    expect(formatJoinDate(new Date(2026, 8, 9))).toBe('2026-09-09');
  });
});
