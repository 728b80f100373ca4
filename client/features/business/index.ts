// The business feature's public face. Its pages (register, contact) are loaded lazily by the router.
export { PlanDetails } from './plan-details';
