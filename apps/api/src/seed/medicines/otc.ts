import type { MedicineSection } from './nlem';

/**
 * Everyday products a pharmacy sells without a prescription, beyond the essential medicines: the same line
 * format as `nlem.ts`. Devices and dressings have no strength; their composition is what they are.
 */
export const OTC_SECTIONS: readonly MedicineSection[] = [
  {
    category: 'Fever, cold and cough',
    lines: `
Paracetamol {kids} | OTC | susp 120 mg/5 ml, 250 mg/5 ml [100 ml] @55; drops 150 mg/ml [15 ml] @45
Amylmetacresol + Dichlorobenzyl alcohol | OTC | loz 0.6 mg + 1.2 mg [8] @40
Menthol + Eucalyptus oil | OTC | loz 5 mg + 2 mg [10] @20; balm 5% + 10% [10 g] @45; inhalant 10% + 40% [10 ml] @80
Honey + Tulsi + Ginger | OTC | syr [100 ml] @95
Guaifenesin | OTC | syr 100 mg/5 ml [100 ml] @95
Menthol + Camphor + Eucalyptus oil | OTC | cap 40 mg + 20 mg + 100 mg [10] @55
Saline gargle | OTC | sachet 5 g [10] @60
`,
  },
  {
    category: 'Rehydration and energy',
    lines: `
Oral rehydration salts {flavoured} | OTC | sachet 21.8 g [sachet] @25; sol [200 ml] @40
Electrolyte drink | OTC | sol [500 ml] @65
Glucose (dextrose monohydrate) | OTC | powder 100% [500 g] @140
`,
  },
  {
    category: 'Antiseptics and first aid',
    lines: `
Chloroxylenol | OTC | soln 4.8% [125 ml] @70; soln 4.8% [500 ml] @230
Chlorhexidine + Cetrimide | OTC | soln 0.3% + 0.6% [100 ml] @60; cream 0.1% + 0.5% [30 g] @55
Povidone iodine {first aid} | OTC | oint 5% [20 g] @85; powder 5% [10 g] @90
Cetrimide | OTC | cream 0.5% [20 g] @45
Ethanol {hand sanitiser} | OTC | sanitiser 70% [100 ml] @60; sanitiser 70% [500 ml] @210
Adhesive bandage strips | OTC | bandage 72 mm x 19 mm [100] @120
Crepe bandage | OTC | bandage 10 cm x 4 m [1] @140; bandage 7.5 cm x 4 m [1] @110
Roller gauze bandage | OTC | bandage 6 cm x 3 m [10] @80
Absorbent cotton wool | OTC | cotton IP [100 g] @65
Sterile gauze swabs | OTC | gauze 10 cm x 10 cm [10] @55
Micropore surgical tape | OTC | tape 1 inch x 9 m [1] @70
`,
  },
  {
    category: 'Vitamins and supplements',
    lines: `
Multivitamin + Multimineral | OTC | tab [15] @90; syr [200 ml] @120
Vitamin B complex + Vitamin C | OTC | cap [15] @40
Vitamin E | OTC | cap 400 mg [10] @45
Vitamin C + Zinc | OTC | tabchew 500 mg + 10 mg [15] @65
Zinc | OTC | tab 50 mg [15] @60
Calcium citrate + Vitamin D3 + Magnesium + Zinc | OTC | tab 1000 mg + 400 IU + 100 mg + 4 mg [15] @190
Iron + Folic acid + Vitamin B12 | OTC | cap 100 mg + 1.5 mg + 15 mcg [15] @110
Omega-3 fatty acids | OTC | cap 1000 mg [30] @320
Biotin | OTC | tab 5 mg, 10 mg [10] @150
Protein powder | OTC | powder [200 g] @420
`,
  },
  {
    category: 'Acidity and digestion',
    lines: `
Magaldrate + Simethicone | OTC | susp 400 mg + 20 mg/5 ml [170 ml] @120; tabchew 400 mg + 20 mg [15] @40
Sodium bicarbonate + Citric acid | OTC | sachet 5 g [6] @50
Calcium carbonate + Magnesium hydroxide | OTC | tabchew 680 mg + 80 mg [15] @35
Simethicone | OTC | drops 40 mg/ml [15 ml] @90
Lactic acid bacillus | OTC | cap 60 million spores [10] @75; sachet 1 g [10] @120
Isabgol (psyllium husk) | OTC | powder 100% [100 g] @150
`,
  },
  {
    category: 'Pain relief and skin care',
    lines: `
Diclofenac + Methyl salicylate + Menthol | OTC | gel 1% + 10% + 5% [30 g] @110; spray 1% + 10% + 5% [55 g] @185
Camphor + Menthol + Wintergreen oil | OTC | balm [25 g] @90
Light liquid paraffin + White soft paraffin | OTC | cream [100 g] @210; lotion [200 ml] @280
Petroleum jelly | OTC | jelly 100% [50 g] @65
Zinc oxide | OTC | cream 10%, 20% [50 g] @140
Sunscreen SPF 50 | OTC | lotion [50 ml] @320
Clotrimazole {powder} | OTC | powder 1% [100 g] @110
`,
  },
  {
    category: 'Diabetes care and devices',
    lines: `
Blood glucose test strips | OTC | strips [25] @550; strips [50] @950
Lancets | OTC | lancets 30 G, 28 G [100] @250
Insulin pen needles | OTC | needles 4 mm 32 G, 5 mm 31 G [100] @1400
Digital thermometer | OTC | thermometer [1] @220
Infrared thermometer | OTC | thermometer [1] @1400
Pulse oximeter | OTC | oximeter [1] @1200
Blood pressure monitor | OTC | bpmonitor [1] @1900
Surgical face mask | OTC | mask 3 ply [50] @150
N95 face mask | OTC | mask [5] @250
Pregnancy test kit | OTC | testkit [1] @60
Disposable syringe | OTC | syringe 2 ml, 5 ml [10] @60
`,
  },
  {
    category: 'Women’s and men’s health',
    lines: `
Sanitary pads | OTC | pads XL, XXL [8] @80
Lubricating jelly | OTC | jelly [50 g] @190
Cranberry extract | OTC | cap 400 mg [10] @240
`,
  },
];
