import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CreditCard, House, KeyRound, ScanQrCode, ScrollText, Users, type LucideIcon } from 'lucide-react';
import type { StaffRole } from '@giftfront/domain/admin/staff-account';

export interface Section {
  /** Below /admin; '' is the home page. */
  path: string;
  label: string;
  /** What the home page says about it. */
  description: string;
  icon: LucideIcon;
  /** The least role that may open it: the nav hides it from others and its URL says 'You don't have access'. */
  role: StaffRole;
  page: LazyExoticComponent<ComponentType<{ sections: Section[] }>>;
  /** Pages below the section (a card of the list), with the section's role, and no link of their own. */
  subpages?: { path: string; page: LazyExoticComponent<ComponentType> }[];
}

// Each page loads its own code: signing in downloads none of the pages behind it.
const HomePage = lazy(() => import('@/features/home/home-page').then((m) => ({ default: m.HomePage })));
const RedeemPage = lazy(() => import('@/features/redeem/redeem-page').then((m) => ({ default: m.RedeemPage })));
const GiftCardsPage = lazy(() => import('@/features/gift-cards/gift-cards-page').then((m) => ({ default: m.GiftCardsPage })));
const GiftCardPage = lazy(() => import('@/features/gift-cards/gift-card-page').then((m) => ({ default: m.GiftCardPage })));
const StaffPage = lazy(() => import('@/features/staff/staff-page').then((m) => ({ default: m.StaffPage })));
const ApiKeysPage = lazy(() => import('@/features/api-keys/api-keys-page').then((m) => ({ default: m.ApiKeysPage })));
const AuditPage = lazy(() => import('@/features/audit/audit-page').then((m) => ({ default: m.AuditPage })));

/**
 * The dashboard's sections, in nav order: the one list both the navigation and the routes are
 * made from. A new page family adds its entry here (and its folder under features/).
 */
export const SECTIONS: Section[] = [
  { path: '', label: 'Home', description: 'Who is signed in and where to go.', icon: House, role: 'staff', page: HomePage },
  { path: 'redeem', label: 'Redeem', description: 'Take an amount off a gift card at the counter, or mark a voucher used.', icon: ScanQrCode, role: 'staff', page: RedeemPage },
  { path: 'gift-cards', label: 'Gift cards', description: 'Find any card by code, email or order; see its ledger and act on it.', icon: CreditCard, role: 'staff', page: GiftCardsPage, subpages: [{ path: 'gift-cards/:id', page: GiftCardPage }] },
  { path: 'staff', label: 'Staff', description: 'Invite people, change their roles, remove them.', icon: Users, role: 'owner', page: StaffPage },
  { path: 'api-keys', label: 'API keys', description: 'Keys for tills and point-of-sale systems.', icon: KeyRound, role: 'owner', page: ApiKeysPage },
  { path: 'audit', label: 'Audit log', description: 'Everything staff and keys did, newest first.', icon: ScrollText, role: 'owner', page: AuditPage },
];
