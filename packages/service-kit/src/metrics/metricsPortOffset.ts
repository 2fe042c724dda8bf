/**
 * How far above its public port a service serves its metrics when METRICS_PORT is unset. The same
 * number as the route table's METRICS_PORT_OFFSET (packages/route-table), which plans the ports of
 * `npm start` and the chart; a test keeps them equal.
 */
export const METRICS_PORT_OFFSET = 6000;
