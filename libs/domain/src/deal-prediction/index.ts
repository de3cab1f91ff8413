export {
  dayNumber,
  eventIntervals,
  groupSaleEvents,
  isoDay,
  SALE_EVENT_GAP_DAYS,
  type SaleEvent,
  type SaleObservation,
} from './sale-events.js';
export * from './pattern-analysis.js';
export * from './predictors.js';
export * from './backtest.js';
export * from './predict-next-sale.js';
export * from './synthetic-history.js';
export * from './buy-or-wait.js';
