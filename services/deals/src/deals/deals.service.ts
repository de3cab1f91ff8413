import { Injectable } from '@nestjs/common';
import type { Deal, DealStats, PatternAnalysis, PriceHistoryPoint, Prediction } from '@yarn-mgmt/contracts';
import { analyzeSalePatterns, predictNextSale, type SaleObservation } from '@yarn-mgmt/domain';
import { toDeal } from './deal.mapper.js';
import { DealsRepository } from './deals.repository.js';

/** The gallery, the stats and a brand's timeline, patterns and prediction (from its sale episodes). */
@Injectable()
export class DealsService {
  constructor(private readonly deals: DealsRepository) {}

  async stats(): Promise<{ stats: DealStats; brands: string[] }> {
    const [stats, brands] = await Promise.all([this.deals.stats(), this.deals.brands()]);
    return { stats, brands };
  }

  async active(limit: number): Promise<{ deals: Deal[]; total: number }> {
    const { deals, total } = await this.deals.active(limit);
    return { deals: deals.map(toDeal), total };
  }

  async timeline(brand: string): Promise<{ deals: Deal[]; history: PriceHistoryPoint[] }> {
    const [deals, history] = await Promise.all([this.deals.ofBrand(brand), this.deals.history(brand)]);
    return { deals: deals.map(toDeal), history };
  }

  async patterns(brand: string): Promise<PatternAnalysis> {
    return analyzeSalePatterns(await this.observations(brand));
  }

  async predict(brand: string): Promise<Prediction> {
    return predictNextSale(await this.observations(brand), new Date());
  }

  /** Each sale episode of the brand: when it opened and its discount, oldest first. */
  private async observations(brand: string): Promise<SaleObservation[]> {
    const deals = await this.deals.ofBrand(brand);
    return deals
      .map((deal) => ({ date: deal.firstSeenAt.toISOString(), discount: deal.discountPercentage }))
      .reverse();
  }
}
