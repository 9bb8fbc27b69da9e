import { describe, expect, it } from 'vitest';
import { FIX_IDS } from '../../../contract/quality/fixes';
import { MQA_INDICATORS } from '../../../contract/quality/mqa';
import { UDATA_CRITERIA } from '../../../contract/quality/udata';
import { dimensionLabels, fixLabels, mqaIndicatorLabels, udataCriterionLabels } from './qualityLabels';

const idOf = (entry: string | { id: string }) => (typeof entry === 'string' ? entry : entry.id);

describe('the metadata quality labels', () => {
  it('name every MQA indicator and its dimension', () => {
    for (const indicator of MQA_INDICATORS) {
      expect(mqaIndicatorLabels[indicator.id], indicator.id).toBeDefined();
      expect(dimensionLabels[indicator.dimension], indicator.dimension).toBeDefined();
    }
  });

  it('name every udata criterion', () => {
    for (const criterion of UDATA_CRITERIA) {
      expect(udataCriterionLabels[idOf(criterion)], idOf(criterion)).toBeDefined();
    }
  });

  it('name every fix', () => {
    for (const fix of FIX_IDS) expect(fixLabels[idOf(fix)], idOf(fix)).toBeDefined();
  });

  it('name no id the contract has not', () => {
    expect(Object.keys(mqaIndicatorLabels).sort()).toEqual(MQA_INDICATORS.map(idOf).sort());
    expect(Object.keys(udataCriterionLabels).sort()).toEqual(UDATA_CRITERIA.map(idOf).sort());
    expect(Object.keys(fixLabels).sort()).toEqual(FIX_IDS.map(idOf).sort());
  });
});
