import { describe, expect, it } from 'vitest';
import { cityEntries, districtNames } from '../../../lib/locations';
import { aadhaarMask, panMask, todayInIndia } from './masks';

describe('profile input masks (portal §5)', () => {
  it('Aadhaar: digits only, at most 12', () => {
    expect(aadhaarMask('2345 6789 0123 45')).toBe('234567890123');
  });
  it('PAN: upper-case letters and digits, at most 10', () => {
    expect(panMask('abcde-1234f99')).toBe('ABCDE1234F');
  });
});

describe('location answers', () => {
  it('districts { name: name } become a sorted list', () => {
    expect(districtNames({ Puri: 'Puri', Cuttack: 'Cuttack', Khordha: 'Khordha' })).toEqual(['Cuttack', 'Khordha', 'Puri']);
    expect(districtNames(null)).toEqual([]);
  });
  it('cities { city: pin } become sorted pairs', () => {
    expect(cityEntries({ 'Saheed Nagar': '751007', Bhubaneswar: '751001' })).toEqual([
      { city: 'Bhubaneswar', pin: '751001' },
      { city: 'Saheed Nagar', pin: '751007' },
    ]);
    expect(cityEntries(undefined)).toEqual([]);
  });
});

describe('todayInIndia', () => {
  it('is the calendar date in Asia/Kolkata', () => {
    expect(todayInIndia(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
    expect(todayInIndia(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-22');
  });
});
