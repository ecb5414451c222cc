import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  ChartColumn,
  CreditCard,
  FileJson,
  Gift,
  House,
  KeyRound,
  Layers,
  Mail,
  Package,
  ScanQrCode,
  ScrollText,
  Settings,
  ShoppingBag,
  Sparkles,
  TicketPercent,
  UserRoundCog,
  UserRound,
  Users,
  Wallet,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
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
const GiftCardsPage = lazy(() =>
  import('@/features/gift-cards/gift-cards-page').then((m) => ({ default: m.GiftCardsPage })),
);
const GiftCardPage = lazy(() =>
  import('@/features/gift-cards/gift-card-page').then((m) => ({ default: m.GiftCardPage })),
);
const StaffPage = lazy(() => import('@/features/staff/staff-page').then((m) => ({ default: m.StaffPage })));
const WebhooksPage = lazy(() => import('@/features/webhooks/webhooks-page').then((m) => ({ default: m.WebhooksPage })));
const ApiKeysPage = lazy(() => import('@/features/api-keys/api-keys-page').then((m) => ({ default: m.ApiKeysPage })));
const OrdersPage = lazy(() => import('@/features/orders/orders-page').then((m) => ({ default: m.OrdersPage })));
const OrderPage = lazy(() => import('@/features/orders/order-page').then((m) => ({ default: m.OrderPage })));
const DeliveriesPage = lazy(() =>
  import('@/features/deliveries/deliveries-page').then((m) => ({ default: m.DeliveriesPage })),
);
const FulfilmentPage = lazy(() =>
  import('@/features/fulfilment/fulfilment-page').then((m) => ({ default: m.FulfilmentPage })),
);
const ReportsPage = lazy(() => import('@/features/reports/reports-page').then((m) => ({ default: m.ReportsPage })));
const ProductsPage = lazy(() => import('@/features/products/products-page').then((m) => ({ default: m.ProductsPage })));
const ProductEditorPage = lazy(() =>
  import('@/features/products/product-editor-page').then((m) => ({ default: m.ProductEditorPage })),
);
const DiscountCodesPage = lazy(() =>
  import('@/features/discount-codes/discount-codes-page').then((m) => ({ default: m.DiscountCodesPage })),
);
const PromotionsPage = lazy(() =>
  import('@/features/promotions/promotions-page').then((m) => ({ default: m.PromotionsPage })),
);
const PaymentSettingsPage = lazy(() =>
  import('@/features/payment-settings/payment-settings-page').then((m) => ({ default: m.PaymentSettingsPage })),
);
const StoreFilePage = lazy(() =>
  import('@/features/store-file/store-file-page').then((m) => ({ default: m.StoreFilePage })),
);
const SettingsPage = lazy(() => import('@/features/settings/settings-page').then((m) => ({ default: m.SettingsPage })));
const AccountPage = lazy(() =>
  import('@/features/auth/account/account-page').then((m) => ({ default: m.AccountPage })),
);
const CustomersPage = lazy(() =>
  import('@/features/customers/customers-page').then((m) => ({ default: m.CustomersPage })),
);
const CustomerPage = lazy(() =>
  import('@/features/customers/customer-page').then((m) => ({ default: m.CustomerPage })),
);
const SearchPage = lazy(() => import('@/features/search/search-page').then((m) => ({ default: m.SearchPage })));
const BatchesPage = lazy(() => import('@/features/batches/batches-page').then((m) => ({ default: m.BatchesPage })));
const BatchPage = lazy(() => import('@/features/batches/batch-page').then((m) => ({ default: m.BatchPage })));
const AuditPage = lazy(() => import('@/features/audit/audit-page').then((m) => ({ default: m.AuditPage })));

/**
 * The dashboard's sections, in nav order: the one list both the navigation and the routes are
 * made from. A new page family adds its entry here (and its folder under features/).
 */
export const SECTIONS: Section[] = [
  {
    path: '',
    label: 'Home',
    description: 'Who is signed in and where to go.',
    icon: House,
    role: 'staff',
    page: HomePage,
    // The search box's results, reached from every page.
    subpages: [{ path: 'search', page: SearchPage }],
  },
  {
    path: 'orders',
    label: 'Orders',
    description: 'Find an order, see its cards and deliveries, refund it.',
    icon: ShoppingBag,
    role: 'staff',
    page: OrdersPage,
    subpages: [{ path: 'orders/:id', page: OrderPage }],
  },
  {
    path: 'redeem',
    label: 'Redeem',
    description: 'Take an amount off a gift card at the counter, or mark a voucher used.',
    icon: ScanQrCode,
    role: 'staff',
    page: RedeemPage,
  },
  {
    path: 'gift-cards',
    label: 'Gift cards',
    description: 'Find any card by code, email or order; see its ledger and act on it.',
    icon: CreditCard,
    role: 'staff',
    page: GiftCardsPage,
    subpages: [{ path: 'gift-cards/:id', page: GiftCardPage }],
  },
  {
    path: 'customers',
    label: 'Customers',
    description: 'Buyers and recipients, with their orders and cards.',
    icon: UserRound,
    role: 'staff',
    page: CustomersPage,
    subpages: [{ path: 'customers/one', page: CustomerPage }],
  },
  {
    path: 'deliveries',
    label: 'Deliveries',
    description: 'Gift emails scheduled, failed or bounced: send, reschedule, re-address, cancel.',
    icon: Mail,
    role: 'staff',
    page: DeliveriesPage,
  },
  {
    path: 'fulfilment',
    label: 'Fulfilment',
    description: 'Postal and collection orders: packing slips, shipping, the CSV for a mailing house.',
    icon: Package,
    role: 'staff',
    page: FulfilmentPage,
  },
  {
    path: 'products',
    label: 'Products',
    description: 'What the storefront sells: prices, designs, texts and their order.',
    icon: Gift,
    role: 'staff',
    page: ProductsPage,
    subpages: [{ path: 'products/:id', page: ProductEditorPage }],
  },
  {
    path: 'discount-codes',
    label: 'Discount codes',
    description: 'Codes shoppers type at checkout, with their uses; owners create, edit and deactivate them.',
    icon: TicketPercent,
    role: 'staff',
    page: DiscountCodesPage,
  },
  {
    path: 'batches',
    label: 'Batches',
    description: 'Issue many cards at once, download their codes and print sheets, void what was never used.',
    icon: Layers,
    role: 'owner',
    page: BatchesPage,
    subpages: [{ path: 'batches/:id', page: BatchPage }],
  },
  {
    path: 'promotions',
    label: 'Promotions',
    description: 'Bonus credit rules: extra credit on orders whose gift cards reach an amount.',
    icon: Sparkles,
    role: 'owner',
    page: PromotionsPage,
  },
  {
    path: 'staff',
    label: 'Staff',
    description: 'Invite people, change their roles, remove them.',
    icon: Users,
    role: 'owner',
    page: StaffPage,
  },
  {
    path: 'api-keys',
    label: 'API keys',
    description: 'Keys for tills and point-of-sale systems.',
    icon: KeyRound,
    role: 'owner',
    page: ApiKeysPage,
  },
  {
    path: 'webhooks',
    label: 'Webhooks',
    description: 'Signed events to your other systems when cards, orders and emails change.',
    icon: Webhook,
    role: 'owner',
    page: WebhooksPage,
  },
  {
    path: 'reports',
    label: 'Reports',
    description: 'Sales, gift card liability and redemptions over any dates, as charts, tables and CSV.',
    icon: ChartColumn,
    role: 'owner',
    page: ReportsPage,
  },
  {
    path: 'settings',
    label: 'Settings',
    description: 'Branding, page texts, footer links, money, time zone and notifications.',
    icon: Settings,
    role: 'owner',
    page: SettingsPage,
  },
  {
    path: 'payments',
    label: 'Payments',
    description: 'Stripe account and keys, with a test that asks Stripe.',
    icon: Wallet,
    role: 'owner',
    page: PaymentSettingsPage,
  },
  {
    path: 'store-file',
    label: 'Store file',
    description: 'Download the whole store as a file, or import one.',
    icon: FileJson,
    role: 'owner',
    page: StoreFilePage,
  },
  {
    path: 'audit',
    label: 'Audit log',
    description: 'Everything staff and keys did, newest first.',
    icon: ScrollText,
    role: 'owner',
    page: AuditPage,
  },
  {
    path: 'account',
    label: 'Your account',
    description: 'Two-factor sign-in, your password and where you are signed in.',
    icon: UserRoundCog,
    role: 'staff',
    page: AccountPage,
  },
];
