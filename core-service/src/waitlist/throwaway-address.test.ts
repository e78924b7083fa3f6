import { describe, expect, it } from 'vitest';
import { isThrowawayAddress } from './throwaway-address';

describe('isThrowawayAddress', () => {
  it.each(['someone@mailinator.com', 'Someone@MAILINATOR.COM', 'x@10minutemail.com', 'x@sub.mailinator.com'])(
    '%s is throwaway',
    (email) => {
      expect(isThrowawayAddress(email)).toBe(true);
    },
  );
  it.each(['jane@gmail.com', 'jane@freshpouf.com', 'jane@example.com', 'jane@mailinator.com.example.org'])(
    '%s is not',
    (email) => {
      expect(isThrowawayAddress(email)).toBe(false);
    },
  );
});
