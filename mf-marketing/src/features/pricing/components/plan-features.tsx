import { CheckIcon } from '@fresh-pouf/ui';

export function PlanFeatures({ features }: { features: readonly string[] }) {
  return (
    <ul className="mk-plan-features">
      {features.map((feature) => (
        <li key={feature}>
          <CheckIcon size={18} strokeWidth={2.5} />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
