import {
  Boxes,
  Calculator,
  Clock3,
  FileText,
  Handshake,
  MapPinned,
  PackageCheck,
  Plane,
  Scale,
  ShieldCheck,
  TrainFront,
  Truck,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';
import type { CardIcon as CardIconName } from '@harsh/contract';

/** The drawing of each icon staff may choose for a card (`CARD_ICONS`). */
const ICONS: Record<CardIconName, LucideIcon> = {
  clock: Clock3,
  map: MapPinned,
  shield: ShieldCheck,
  package: PackageCheck,
  handshake: Handshake,
  boxes: Boxes,
  truck: Truck,
  train: TrainFront,
  plane: Plane,
  warehouse: Warehouse,
  scale: Scale,
  calculator: Calculator,
  document: FileText,
};

/** A card's icon: decoration, hidden from screen readers (the card's title says what it is). */
export function CardIcon({ name, className }: { name: CardIconName; className: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" className={className} />;
}
