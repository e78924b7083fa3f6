import {
  Check,
  ChevronDown,
  ChevronUp,
  CircleCheckBig,
  ClipboardList,
  Copy,
  Download,
  Droplet,
  Ellipsis,
  Mail,
  Menu,
  Palette,
  Quote,
  Share2,
  ShieldCheck,
  Sparkles,
  TriangleAlert,
  Truck,
  Users,
  X,
  type IconNode,
} from 'lucide';
import { createElement, type SVGProps } from 'react';

export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number;
}

/**
 * The frame every icon draws in: a 24-unit line drawing, lucide's own attributes. Decorative
 * by default: the control around it carries the accessible name, so a screen reader never
 * reads "image" in the middle of a button label.
 */
export function Icon({ size = 20, children, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/**
 * A generic icon from Lucide. Its drawing comes from the `lucide` package, one module per icon
 * (only the icons named here are bundled), drawn in the frame above: lucide-react's own
 * component layer would add about 1.5 KB gzip to every page for nothing this needs.
 */
function lucideIcon(node: IconNode, name: string) {
  const LucideIcon = (props: IconProps) => (
    <Icon {...props}>{node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}</Icon>
  );
  LucideIcon.displayName = name;
  return LucideIcon;
}

export const CheckIcon = lucideIcon(Check, 'CheckIcon');
export const ChevronDownIcon = lucideIcon(ChevronDown, 'ChevronDownIcon');
export const ChevronUpIcon = lucideIcon(ChevronUp, 'ChevronUpIcon');
export const CircleCheckBigIcon = lucideIcon(CircleCheckBig, 'CircleCheckBigIcon');
export const ClipboardListIcon = lucideIcon(ClipboardList, 'ClipboardListIcon');
export const CopyIcon = lucideIcon(Copy, 'CopyIcon');
export const DownloadIcon = lucideIcon(Download, 'DownloadIcon');
export const DropletIcon = lucideIcon(Droplet, 'DropletIcon');
export const EllipsisIcon = lucideIcon(Ellipsis, 'EllipsisIcon');
export const MailIcon = lucideIcon(Mail, 'MailIcon');
export const MenuIcon = lucideIcon(Menu, 'MenuIcon');
export const PaletteIcon = lucideIcon(Palette, 'PaletteIcon');
export const QuoteIcon = lucideIcon(Quote, 'QuoteIcon');
export const ShareIcon = lucideIcon(Share2, 'ShareIcon');
export const ShieldCheckIcon = lucideIcon(ShieldCheck, 'ShieldCheckIcon');
export const SparklesIcon = lucideIcon(Sparkles, 'SparklesIcon');
export const TriangleAlertIcon = lucideIcon(TriangleAlert, 'TriangleAlertIcon');
export const TruckIcon = lucideIcon(Truck, 'TruckIcon');
export const UsersIcon = lucideIcon(Users, 'UsersIcon');
export const XIcon = lucideIcon(X, 'XIcon');
