import { BRAND, PLANS } from '@fresh-pouf/contracts';

/**
 * Why a reader gets list mail, said truly for each: someone who confirmed their place on the
 * waitlist, or a paying customer (in the customer segments whether or not they confirmed),
 * whose reason names their subscription.
 */
export const LIST_REASONS = {
  waitlist: `You get this because you joined the ${BRAND.name} waitlist and confirmed your place.`,
  customer: (planTitle: string) =>
    `You get this because you have a ${BRAND.name} Early Bird subscription (${planTitle} plan).`,
} as const;

/**
 * The reason for entry `e` as SQL, with its values as replacements (plan titles from the
 * catalogue): a payer's names their plan; anyone else on the list confirmed their place.
 */
export function reasonSql(): { sql: string; replacements: Record<string, string> } {
  const replacements: Record<string, string> = {
    reasonWaitlist: LIST_REASONS.waitlist,
    reasonCustomerOther: LIST_REASONS.customer('Early Bird'),
  };
  const whens = PLANS.map((plan, i) => {
    replacements[`reasonPlanId${i}`] = plan.id;
    replacements[`reasonCustomer${i}`] = LIST_REASONS.customer(plan.title);
    return `WHEN e.plan = :reasonPlanId${i} THEN :reasonCustomer${i}`;
  });
  return {
    sql: `CASE WHEN NOT e.payment_made THEN :reasonWaitlist ${whens.join(' ')} ELSE :reasonCustomerOther END`,
    replacements,
  };
}
