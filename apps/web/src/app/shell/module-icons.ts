import type { AppModuleId } from '@caudal/contracts/app-modules';
import {
  BookOpen,
  Bot,
  Calculator,
  FileText,
  LayoutDashboard,
  type LucideIcon,
  Rocket,
  Settings,
  Tags,
  Target,
  TrendingUp,
  UserRound,
  Wallet,
  Zap,
} from 'lucide-react';

/** Each screen's icon in the sidebar: a screen added to the registry without one does not compile. */
export const MODULE_ICONS: Record<AppModuleId, LucideIcon> = {
  dashboard: LayoutDashboard,
  'cash-flow': Wallet,
  'unit-economics': Calculator,
  'costs-pricing': Tags,
  profitability: TrendingUp,
  planning: Target,
  reports: FileText,
  automation: Zap,
  growth: Rocket,
  'ai-agents': Bot,
  book: BookOpen,
  settings: Settings,
  profile: UserRound,
};
