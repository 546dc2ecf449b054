import { parsePinDataset, placeKey } from './pinDataset';
import { requireStateId } from './states';

function row(
  pin: string,
  office: string,
  state: string,
  district: string,
  subDistrict = '',
): string {
  return ['IN', pin, office, state, '00', district, '000', subDistrict, '', '0', '0', '1'].join(
    '\t',
  );
}

describe('parsePinDataset', () => {
  it('normalises state names and moves Ladakh and Peddapalli to their current states', () => {
    const { pins } = parsePinDataset(
      [
        row('492001', 'Raipur H.O', 'Chattisgarh', 'Raipur'),
        row('605001', 'Pondicherry H.O', 'Pondicherry', 'Pondicherry'),
        row('194101', 'Leh H.O', 'Jammu & Kashmir', 'Leh'),
        row('194103', 'Kargil H.O', 'Jammu & Kashmir', 'Kargil'),
        row('190001', 'Srinagar G.P.O.', 'Jammu & Kashmir', 'Srinagar'),
        row('505416', 'Dharmaram', 'Andhra Pradesh', 'Peddapalli'),
        row('744101', 'Port Blair H.O', 'Andaman & Nicobar Islands', 'South Andaman'),
      ].join('\n'),
    );
    expect(pins.map((p) => p.stateId)).toEqual(
      [
        'Chhattisgarh',
        'Puducherry',
        'Ladakh',
        'Ladakh',
        'Jammu and Kashmir',
        'Telangana',
        'Andaman and Nicobar Islands',
      ].map(requireStateId),
    );
  });

  it('keeps a post office listed twice under one PIN once', () => {
    const { pins } = parsePinDataset(
      [
        row('400708', 'Airoli', 'Maharashtra', 'Thane', 'Thane'),
        row('400708', 'Airoli', 'Maharashtra', 'Thane', 'Digha'),
      ].join('\n') + '\n',
    );
    expect(pins).toEqual([
      {
        pinCode: '400708',
        officeName: 'Airoli',
        district: 'Thane',
        stateId: requireStateId('Maharashtra'),
      },
    ]);
  });

  it('fails loudly on a state it cannot map and on a malformed row', () => {
    expect(() => parsePinDataset(row('999999', 'Nowhere', 'Atlantis', 'X'))).toThrow(
      /line 1: unknown state "Atlantis"/,
    );
    expect(() =>
      parsePinDataset(`${row('110001', 'A', 'Delhi', 'New Delhi')}\nIN\t12ab\tB\tDelhi`),
    ).toThrow(/line 2: malformed/);
  });

  it('collects place evidence only for the states that came out of a split, strongest first', () => {
    const { placeEvidence, districtStates } = parsePinDataset(
      [
        row('500001', 'Hyderabad G.P.O.', 'Telangana', 'Hyderabad'),
        row('505172', 'Peddapalli H.O', 'Telangana', 'Karim Nagar', 'Peddapalli'),
        row('563121', 'Peddapalli', 'Karnataka', 'Chikkaballapur'),
      ].join('\n'),
    );
    expect(placeEvidence.get('hyderabad')).toEqual(new Map([[requireStateId('Telangana'), 3]]));
    expect(placeEvidence.get('peddapalli')).toEqual(new Map([[requireStateId('Telangana'), 2]]));
    expect(districtStates.get('chikkaballapur')).toEqual(new Set([requireStateId('Karnataka')]));
  });
});

describe('placeKey', () => {
  it('drops office-type suffixes, bracketed remarks and punctuation', () => {
    expect(placeKey('Leh H.O')).toBe('leh');
    expect(placeKey('Bangalore G.P.O.')).toBe('bangalore');
    expect(placeKey('Indiranagar (Bangalore)')).toBe('indiranagar');
    expect(placeKey('K.V.Rangareddy')).toBe('kvrangareddy');
    expect(placeKey('Hoshangabad')).toBe('hoshangabad');
  });
});
