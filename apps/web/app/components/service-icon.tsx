import {
  Boxes,
  Package,
  ParkingSquare,
  Plane,
  Route,
  Split,
  TrainFront,
  Truck,
  Warehouse,
  Container,
} from 'lucide-react';
import type { ServiceIcon as IconName } from '@harsh/contract';

const ICONS = {
  'full-truck': Truck,
  'part-truck': Container,
  parcel: Package,
  warehouse: Warehouse,
  parking: ParkingSquare,
  rail: TrainFront,
  road: Route,
  air: Plane,
  distribution: Boxes,
  sorting: Split,
} satisfies Record<IconName, unknown>;

/** The picture of a service's `icon`, decorative (the service's title says what it is). */
export function ServiceIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name] ?? Route;
  return <Icon aria-hidden="true" className={className} />;
}
