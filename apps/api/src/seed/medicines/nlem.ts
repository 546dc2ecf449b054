/**
 * Prescription medicines as catalogue data, written for this project: India's National List of Essential
 * Medicines 2022 by therapeutic section, plus commonly prescribed medicines off the list (flagged `extra`),
 * one line per medicine in the strengths and dosage forms pharmacies in India stock.
 *
 * A line reads `Generic name | schedule | dosage groups | flags`:
 * - generic name: salts joined by ' + ' for a fixed-dose combination;
 * - schedule: OTC, H, H1 or X (Drugs and Cosmetics Rules; injections are never OTC, see `catalogue.ts`);
 * - dosage groups, separated by ';': `form strength, strength [pack] @rupees`, where `form` is a code of
 *   FORMS, strengths of a combination are joined by ' + ' in the order of the salts, `[pack]` overrides the
 *   form's usual pack and `@rupees` is the usual MRP of that pack at the first strength;
 * - flags: `cold` (refrigerated, 2°C–8°C; tablets and capsules of the line keep at room temperature),
 *   `cool` (below 25°C), `extra` (not on NLEM 2022 — dropped from it in 2022 or never on it — but commonly
 *   prescribed, so the catalogue carries it in the same therapeutic section).
 */
export interface MedicineSection {
  category: string;
  lines: string;
}

export const NLEM_SECTIONS: readonly MedicineSection[] = [
  {
    category: 'Anaesthesia',
    lines: `
Halothane | H | liq [250 ml] @2400
Isoflurane | H | liq [100 ml] @1900
Sevoflurane | H | liq [250 ml] @9500
Nitrous oxide | H | gas [cylinder] @1800
Medical oxygen | H | gas [cylinder] @900
Ketamine | X | inj 50 mg/ml [10 ml vial] @95
Propofol | H | inj 10 mg/ml [20 ml amp] @260
Thiopentone | H | inj 500 mg [vial] @75
Bupivacaine | H | inj 0.25%, 0.5% [20 ml vial] @60; inj 0.5% heavy [4 ml amp] @32
Lignocaine | H | inj 2% [30 ml vial] @35; jelly 2% [30 g] @65; spray 10% [50 ml] @480; soln 4% [30 ml] @70
Lignocaine + Adrenaline | H | inj 2% + 1:200000, 1% + 1:200000 [30 ml vial] @45
Lignocaine + Prilocaine | H | cream 2.5% + 2.5% [5 g] @180 | extra
Atropine | H | inj 0.6 mg/ml [1 ml amp] @9
Midazolam | H1 | inj 1 mg/ml, 5 mg/ml [5 ml vial] @45
Morphine | X | inj 10 mg/ml [1 ml amp] @30; tab 10 mg @25
Fentanyl | X | inj 50 mcg/ml [2 ml amp] @28
Dexmedetomidine | H | inj 100 mcg/ml [1 ml amp] @420
Glycopyrrolate | H | inj 0.2 mg/ml [1 ml amp] @18
`,
  },
  {
    category: 'Pain, fever and inflammation',
    lines: `
Acetylsalicylic acid | OTC | tab 325 mg, 350 mg [14] @12
Diclofenac | H | tab 50 mg @18; inj 25 mg/ml [3 ml amp] @12; gel 1% [30 g] @90 !OTC
Ibuprofen | H | tab 200 mg, 400 mg [15] @14; susp 100 mg/5 ml [60 ml] @32
Mefenamic acid | H | tab 250 mg, 500 mg @28; susp 100 mg/5 ml [60 ml] @38
Paracetamol | OTC | tab 500 mg, 650 mg [15] @22; syr 125 mg/5 ml, 250 mg/5 ml [60 ml] @30; drops 100 mg/ml [15 ml] @35; inj 150 mg/ml [2 ml amp] @12; inf 1 g/100 ml [100 ml] @160; supp 80 mg, 170 mg [5] @45
Tramadol | H1 | cap 50 mg @45; inj 50 mg/ml [2 ml amp] @14
Allopurinol | H | tab 100 mg, 300 mg @20
Colchicine | H | tab 0.5 mg @45
Febuxostat | H | tab 40 mg, 80 mg @110 | extra
Azathioprine | H | tab 50 mg @90
Hydroxychloroquine | H | tab 200 mg, 400 mg [15] @95
Leflunomide | H | tab 10 mg, 20 mg @150 | extra
Methotrexate | H | tab 2.5 mg, 7.5 mg, 10 mg [15] @45; inj 25 mg/ml [2 ml vial] @110
Sulfasalazine | H | tab 500 mg @120
`,
  },
  {
    category: 'Allergy and anaphylaxis',
    lines: `
Adrenaline | H | inj 1 mg/ml [1 ml amp] @20
Cetirizine | H | tab 10 mg @18; syr 5 mg/5 ml [60 ml] @35
Chlorpheniramine | H | tab 4 mg [15] @8; syr 2 mg/5 ml [60 ml] @22 | extra
Fexofenadine | H | tab 120 mg, 180 mg @110 | extra
Dexamethasone | H | tab 0.5 mg, 4 mg [20] @10; inj 4 mg/ml [2 ml vial] @11
Hydrocortisone | H | inj 100 mg [vial] @45; tab 5 mg, 10 mg @35; cream 1% [15 g] @40
Pheniramine | H | inj 22.75 mg/ml [2 ml amp] @8
Prednisolone | H | tab 5 mg, 10 mg, 20 mg @14; syr 5 mg/5 ml [60 ml] @38
Methylprednisolone | H | tab 4 mg, 8 mg, 16 mg @70; inj 40 mg, 500 mg, 1 g [vial] @140
`,
  },
  {
    category: 'Antidotes and poisoning',
    lines: `
Activated charcoal | OTC | sachet 10 g [sachet] @60
Calcium gluconate | H | inj 10% [10 ml amp] @20
Desferrioxamine | H | inj 500 mg [vial] @240
Dimercaprol | H | inj 50 mg/ml [2 ml amp] @95 | extra
Methylthioninium chloride | H | inj 10 mg/ml [5 ml amp] @150
Naloxone | H | inj 0.4 mg/ml [1 ml amp] @60
N-Acetylcysteine | H | inj 200 mg/ml [5 ml amp] @95; sachet 600 mg [10] @180
Penicillamine | H | cap 250 mg @220
Pralidoxime | H | inj 25 mg/ml [20 ml amp] @150
Sodium nitrite | H | inj 30 mg/ml [10 ml amp] @120
Sodium thiosulphate | H | inj 250 mg/ml [10 ml amp] @110
Flumazenil | H | inj 0.1 mg/ml [5 ml amp] @280
Snake venom antiserum (polyvalent) | H | inj 10 ml [vial] @650 | cool
`,
  },
  {
    category: 'Epilepsy and seizures',
    lines: `
Carbamazepine | H | tab 100 mg, 200 mg @16; tabsr 200 mg, 400 mg @32; syr 100 mg/5 ml [100 ml] @75
Clobazam | H1 | tab 5 mg, 10 mg @45
Diazepam | H1 | tab 2 mg, 5 mg @12; inj 5 mg/ml [2 ml amp] @12; rectal 5 mg/ml [4 ml tube] @140
Lorazepam | H1 | tab 1 mg, 2 mg @25; inj 2 mg/ml [1 ml amp] @24
Levetiracetam | H | tab 250 mg, 500 mg, 750 mg @85; sol 100 mg/ml [100 ml] @160; inj 100 mg/ml [5 ml vial] @90
Lacosamide | H | tab 50 mg, 100 mg, 200 mg @160; inj 10 mg/ml [20 ml vial] @450
Magnesium sulphate | H | inj 50% [2 ml amp] @10
Phenobarbitone | H | tab 30 mg, 60 mg @10; syr 20 mg/5 ml [60 ml] @28; inj 200 mg/ml [1 ml amp] @22
Phenytoin | H | tab 100 mg [15] @18; susp 30 mg/5 ml [100 ml] @55; inj 50 mg/ml [2 ml amp] @16
Sodium valproate | H | tab 200 mg @35; tabsr 300 mg, 500 mg @90; syr 200 mg/5 ml [100 ml] @70; inj 100 mg/ml [5 ml vial] @140
Lamotrigine | H | tab 25 mg, 50 mg, 100 mg @60
Oxcarbazepine | H | tab 150 mg, 300 mg, 600 mg @75; susp 300 mg/5 ml [100 ml] @210 | extra
`,
  },
  {
    category: 'Worm infections',
    lines: `
Albendazole | H | tab 400 mg [1] @12; susp 200 mg/5 ml [10 ml] @18
Mebendazole | H | tab 100 mg [6] @15; susp 100 mg/5 ml [30 ml] @22
Ivermectin | H | tab 6 mg, 12 mg [4] @60
Diethylcarbamazine | H | tab 50 mg, 100 mg @15
Praziquantel | H | tab 600 mg [4] @180
`,
  },
  {
    category: 'Antibiotics',
    lines: `
Amoxicillin | H | cap 250 mg, 500 mg @70; dsyr 125 mg/5 ml, 250 mg/5 ml [60 ml] @45; tabdt 125 mg, 250 mg @35
Amoxicillin + Clavulanic acid | H | tab 500 mg + 125 mg, 875 mg + 125 mg [6] @170; dsyr 200 mg + 28.5 mg/5 ml [30 ml] @95; inj 1 g + 200 mg [vial] @120
Ampicillin | H | inj 500 mg, 1 g [vial] @28; cap 250 mg, 500 mg @55
Benzathine benzylpenicillin | H | inj 6 lakh IU, 12 lakh IU, 24 lakh IU [vial] @30
Benzylpenicillin | H | inj 10 lakh IU [vial] @20
Phenoxymethylpenicillin | H | tab 125 mg, 250 mg @30
Cloxacillin | H | cap 250 mg, 500 mg @65; inj 250 mg, 500 mg [vial] @25
Cefadroxil | H | tab 500 mg @110; dsyr 125 mg/5 ml [30 ml] @55
Cefazolin | H | inj 500 mg, 1 g [vial] @45
Cefalexin | H | cap 250 mg, 500 mg @95; dsyr 125 mg/5 ml [30 ml] @50
Cefixime | H1 | tab 100 mg, 200 mg, 400 mg @95; dsyr 50 mg/5 ml, 100 mg/5 ml [30 ml] @60
Cefotaxime | H1 | inj 250 mg, 500 mg, 1 g [vial] @30
Ceftazidime | H1 | inj 250 mg, 1 g [vial] @75
Ceftriaxone | H1 | inj 250 mg, 500 mg, 1 g, 2 g [vial] @32
Cefuroxime | H | tab 250 mg, 500 mg [6] @190; inj 750 mg, 1.5 g [vial] @95
Cefoperazone + Sulbactam | H1 | inj 1 g + 1 g, 500 mg + 500 mg [vial] @320
Cefepime | H1 | inj 1 g [vial] @210
Piperacillin + Tazobactam | H | inj 4 g + 500 mg, 2 g + 250 mg [vial] @420
Meropenem | H1 | inj 500 mg, 1 g [vial] @480
Imipenem + Cilastatin | H1 | inj 500 mg + 500 mg [vial] @750 | extra
Azithromycin | H | tab 250 mg, 500 mg [3] @70; susp 100 mg/5 ml, 200 mg/5 ml [15 ml] @40; inj 500 mg [vial] @250
Clarithromycin | H | tab 250 mg, 500 mg [4] @140
Erythromycin | H | tab 250 mg, 500 mg @75 | extra
Ciprofloxacin | H | tab 250 mg, 500 mg @35; inf 200 mg/100 ml [100 ml] @22; eyed 0.3% [5 ml] @14; eard 0.3% [5 ml] @18
Ofloxacin | H | tab 200 mg, 400 mg @45; susp 50 mg/5 ml [60 ml] @38
Levofloxacin | H1 | tab 250 mg, 500 mg, 750 mg [5] @70; inf 500 mg/100 ml [100 ml] @140
Moxifloxacin | H1 | tab 400 mg [5] @120; eyed 0.5% [5 ml] @95
Co-trimoxazole | H | tab 400 mg + 80 mg, 800 mg + 160 mg @18; susp 200 mg + 40 mg/5 ml [50 ml] @30
Doxycycline | H | cap 100 mg @40
Gentamicin | H | inj 10 mg/ml, 40 mg/ml [2 ml amp] @9; eyed 0.3% [5 ml] @12
Amikacin | H | inj 100 mg/2 ml, 250 mg/2 ml, 500 mg/2 ml [vial] @45
Metronidazole | H | tab 200 mg, 400 mg [15] @18; susp 200 mg/5 ml [60 ml] @30; inf 500 mg/100 ml [100 ml] @22
Nitrofurantoin | H | tab 100 mg @85
Vancomycin | H | inj 250 mg, 500 mg, 1 g [vial] @240
Linezolid | H | tab 600 mg [4] @140; inf 2 mg/ml [300 ml] @380
Clindamycin | H | cap 150 mg, 300 mg @120; inj 150 mg/ml [2 ml amp] @95
Colistin | H | inj 1 MIU, 2 MIU [vial] @850
Streptomycin | H1 | inj 750 mg, 1 g [vial] @18
Sulfadiazine | H | tab 500 mg @60
Fosfomycin | H | sachet 3 g [1] @320 | extra
Tetracycline | H | cap 250 mg @22 | extra
Chloramphenicol | H | cap 250 mg @45; eyeo 1% [4 g] @25; eard 5% [10 ml] @28
`,
  },
  {
    category: 'Tuberculosis and leprosy',
    lines: `
Isoniazid | H1 | tab 100 mg, 300 mg @12
Rifampicin | H1 | cap 150 mg, 300 mg, 450 mg @45; susp 100 mg/5 ml [100 ml] @60
Pyrazinamide | H1 | tab 500 mg, 750 mg @40
Ethambutol | H1 | tab 400 mg, 800 mg @35
Rifampicin + Isoniazid | H1 | tab 150 mg + 75 mg, 450 mg + 300 mg @55; tabdt 75 mg + 50 mg @38
Rifampicin + Isoniazid + Pyrazinamide + Ethambutol | H1 | tab 150 mg + 75 mg + 400 mg + 275 mg @85
Rifampicin + Isoniazid + Ethambutol | H1 | tab 150 mg + 75 mg + 275 mg @70
Rifampicin + Isoniazid + Pyrazinamide | H1 | tabdt 75 mg + 50 mg + 150 mg @48
Rifapentine | H1 | tab 150 mg [24] @650
Bedaquiline | H1 | tab 100 mg [6] @1400
Delamanid | H1 | tab 50 mg @1900
Pretomanid | H1 | tab 200 mg @1100 | extra
Cycloserine | H1 | cap 250 mg @190
Ethionamide | H1 | tab 250 mg @110
Para-aminosalicylic acid | H1 | sachet 4 g [10] @650
Clofazimine | H1 | cap 50 mg, 100 mg @120
Dapsone | H | tab 50 mg, 100 mg @12
Rifampicin + Clofazimine + Dapsone | H1 | kit 600 mg + 300 mg + 100 mg [28] @240
`,
  },
  {
    category: 'Fungal infections',
    lines: `
Amphotericin B | H | inj 50 mg [vial] @450 | cold
Liposomal amphotericin B | H | inj 50 mg [vial] @4800 | cool
Clotrimazole | OTC | cream 1% [15 g] @45; vtab 100 mg [6] @55 !H; vtab 500 mg [1] @60 !H; eard 1% [15 ml] @65; dpowder 1% [75 g] @95
Fluconazole | H | tab 50 mg, 150 mg, 200 mg [4] @28; inf 2 mg/ml [100 ml] @110
Griseofulvin | H | tab 125 mg, 250 mg @65
Itraconazole | H | cap 100 mg, 200 mg @190
Miconazole | OTC | cream 2% [15 g] @50
Nystatin | H | tab 500000 IU [8] @60; susp 100000 IU/ml [30 ml] @75
Terbinafine | H | tab 250 mg [7] @160; cream 1% [15 g] @95 !OTC
Voriconazole | H | tab 200 mg [4] @520; inj 200 mg [vial] @2200
Posaconazole | H | tab 100 mg @1300 | extra
Natamycin | H | eyed 5% [5 ml] @210
`,
  },
  {
    category: 'Viral infections',
    lines: `
Acyclovir | H | tab 200 mg, 400 mg, 800 mg @75; susp 400 mg/5 ml [100 ml] @180; inj 250 mg, 500 mg [vial] @140; cream 5% [5 g] @60; eyeo 3% [5 g] @70
Valganciclovir | H | tab 450 mg [4] @1250
Ganciclovir | H | inj 500 mg [vial] @1450 | extra
Oseltamivir | H | cap 30 mg, 45 mg, 75 mg @420; susp 12 mg/ml [75 ml] @520
Abacavir | H | tab 300 mg [30] @950; tabdt 60 mg [60] @450
Abacavir + Lamivudine | H | tab 600 mg + 300 mg [30] @1200; tabdt 120 mg + 60 mg [30] @420
Atazanavir + Ritonavir | H | tab 300 mg + 100 mg [30] @2100
Darunavir + Ritonavir | H | tab 600 mg + 100 mg [30] @3900
Dolutegravir | H | tab 50 mg [30] @750; tabdt 10 mg [90] @620
Efavirenz | H | tab 600 mg, 200 mg [30] @450
Lamivudine | H | tab 150 mg [60] @350; sol 10 mg/ml [240 ml] @220
Lopinavir + Ritonavir | H | tab 200 mg + 50 mg [120] @3200; sol 80 mg + 20 mg/ml [160 ml] @1900
Nevirapine | H | tab 200 mg [60] @260; susp 50 mg/5 ml [100 ml] @120
Raltegravir | H | tab 400 mg [60] @2600
Ritonavir | H | tab 100 mg [30] @850
Tenofovir disoproxil fumarate | H | tab 300 mg [30] @260
Tenofovir + Lamivudine | H | tab 300 mg + 300 mg [30] @480
Tenofovir + Lamivudine + Efavirenz | H | tab 300 mg + 300 mg + 600 mg [30] @900
Tenofovir + Lamivudine + Dolutegravir | H | tab 300 mg + 300 mg + 50 mg [30] @1100
Zidovudine | H | tab 300 mg [60] @700; sol 10 mg/ml [100 ml] @160
Zidovudine + Lamivudine | H | tab 300 mg + 150 mg [60] @900; tabdt 60 mg + 30 mg [60] @320
Zidovudine + Lamivudine + Nevirapine | H | tab 300 mg + 150 mg + 200 mg [60] @1100
Sofosbuvir | H | tab 400 mg [28] @4500
Daclatasvir | H | tab 30 mg, 60 mg [28] @1500
Sofosbuvir + Velpatasvir | H | tab 400 mg + 100 mg [28] @6500
Entecavir | H | tab 0.5 mg, 1 mg @260
Ribavirin | H | cap 200 mg @420
`,
  },
  {
    category: 'Malaria and other protozoal infections',
    lines: `
Artesunate | H | inj 60 mg [vial] @270
Artesunate + Sulphadoxine + Pyrimethamine | H | kit 200 mg + 750 mg + 37.5 mg [5] @95
Artemether + Lumefantrine | H | tab 20 mg + 120 mg, 80 mg + 480 mg [6] @95; susp 40 mg + 240 mg/5 ml [30 ml] @120
Chloroquine | H | tab 250 mg @12; syr 50 mg/5 ml [60 ml] @25; inj 40 mg/ml [5 ml amp] @10
Primaquine | H | tab 2.5 mg, 7.5 mg, 15 mg @15
Quinine | H | tab 300 mg @55; inj 300 mg/ml [2 ml amp] @28
Arteether | H | inj 150 mg/2 ml [2 ml amp] @65
Mefloquine | H | tab 250 mg [4] @120
Diloxanide furoate | H | tab 500 mg @45 | extra
Miltefosine | H | cap 10 mg, 50 mg [28] @2800
Pyrimethamine | H | tab 25 mg @45
Permethrin | OTC | cream 5% [30 g] @110; lotion 1% [60 ml] @95
Benzyl benzoate | OTC | lotion 25% [100 ml] @65
`,
  },
  {
    category: 'Migraine',
    lines: `
Sumatriptan | H | tab 25 mg, 50 mg [4] @130
Propranolol | H | tab 10 mg, 40 mg [15] @25; inj 1 mg/ml [1 ml amp] @25
Flunarizine | H | tab 5 mg, 10 mg [15] @45 | extra
Topiramate | H | tab 25 mg, 50 mg @95 | extra
`,
  },
  {
    category: 'Cancer, immunosuppression and palliative care',
    lines: `
Cyclosporine | H | cap 25 mg, 50 mg, 100 mg [5] @260; sol 100 mg/ml [50 ml] @3600; inj 50 mg/ml [1 ml amp] @320
Tacrolimus | H | cap 0.5 mg, 1 mg, 5 mg @160; oint 0.03%, 0.1% [10 g] @260
Mycophenolate mofetil | H | tab 250 mg, 500 mg @280
Mycophenolate sodium | H | tab 180 mg, 360 mg @320 | extra
Everolimus | H | tab 0.25 mg, 0.5 mg @1800 | extra
All-trans retinoic acid | H | cap 10 mg [100] @8500
Arsenic trioxide | H | inj 1 mg/ml [10 ml vial] @2200
L-Asparaginase | H | inj 5000 IU, 10000 IU [vial] @2400 | cold
Bendamustine | H | inj 25 mg, 100 mg [vial] @3900
Bleomycin | H | inj 15 units [vial] @480 | cold
Bortezomib | H | inj 2 mg, 3.5 mg [vial] @5200
Calcium folinate | H | tab 15 mg @350; inj 3 mg/ml, 10 mg/ml [5 ml vial] @140
Capecitabine | H | tab 500 mg @650
Carboplatin | H | inj 150 mg, 450 mg [vial] @650
Chlorambucil | H | tab 2 mg, 5 mg [25] @650
Cisplatin | H | inj 10 mg, 50 mg [vial] @140
Cyclophosphamide | H | tab 50 mg @320; inj 200 mg, 500 mg, 1 g [vial] @160
Cytarabine | H | inj 100 mg, 500 mg, 1000 mg [vial] @210
Dacarbazine | H | inj 200 mg, 500 mg [vial] @390
Daunorubicin | H | inj 20 mg [vial] @620 | cold
Docetaxel | H | inj 20 mg, 80 mg, 120 mg [vial] @1500
Doxorubicin | H | inj 10 mg, 50 mg [vial] @240 | cold
Etoposide | H | cap 50 mg @900; inj 20 mg/ml [5 ml vial] @190
Fluorouracil | H | inj 50 mg/ml [10 ml vial] @60
Gemcitabine | H | inj 200 mg, 1 g [vial] @650
Hydroxyurea | H | cap 500 mg @190
Ifosfamide | H | inj 1 g [vial] @420
Irinotecan | H | inj 40 mg, 100 mg [vial] @1200
Melphalan | H | tab 2 mg, 5 mg [25] @1700
Mercaptopurine | H | tab 50 mg [30] @210
Mesna | H | inj 100 mg/ml [4 ml amp] @85
Oxaliplatin | H | inj 50 mg, 100 mg [vial] @1400
Paclitaxel | H | inj 30 mg, 100 mg, 260 mg [vial] @650
Pemetrexed | H | inj 100 mg, 500 mg [vial] @2600
Procarbazine | H | cap 50 mg @1100 | extra
Temozolomide | H | cap 20 mg, 100 mg, 250 mg [5] @1200
Thalidomide | H | cap 50 mg, 100 mg @350
Lenalidomide | H | cap 10 mg, 25 mg @950
Vinblastine | H | inj 10 mg [vial] @260 | cold
Vincristine | H | inj 1 mg [vial] @90 | cold
Actinomycin D | H | inj 0.5 mg [vial] @650
Imatinib | H | tab 100 mg, 400 mg @480
Gefitinib | H | tab 250 mg @1300
Erlotinib | H | tab 150 mg @1500 | extra
Dasatinib | H | tab 50 mg, 70 mg @2600 | extra
Rituximab | H | inj 100 mg, 500 mg [vial] @9500 | cold
Trastuzumab | H | inj 150 mg, 440 mg [vial] @14500 | cold
Anastrozole | H | tab 1 mg @210
Letrozole | H | tab 2.5 mg @160
Bicalutamide | H | tab 50 mg @380
Abiraterone | H | tab 250 mg [120] @9500 | extra
Tamoxifen | H | tab 10 mg, 20 mg @45
Leuprolide | H | inj 3.75 mg, 11.25 mg [pfs] @4200
Goserelin | H | implant 3.6 mg [1] @4800 | extra
Octreotide | H | inj 100 mcg/ml [1 ml amp] @260 | cold
Zoledronic acid | H | inj 4 mg [vial] @650
Filgrastim | H | inj 300 mcg [pfs] @850 | cold
Ondansetron | H | tab 4 mg, 8 mg @45; syr 2 mg/5 ml [30 ml] @45; inj 2 mg/ml [2 ml amp] @12
Aprepitant | H | cap 80 mg + 125 mg [3] @950
`,
  },
  {
    category: 'Parkinson’s disease and dementia',
    lines: `
Levodopa + Carbidopa | H | tab 100 mg + 10 mg, 100 mg + 25 mg, 250 mg + 25 mg [15] @45; tabsr 200 mg + 50 mg @180
Trihexyphenidyl | H | tab 2 mg @12
Amantadine | H | cap 100 mg @60
Pramipexole | H | tab 0.25 mg, 0.5 mg, 1 mg @110
Ropinirole | H | tab 0.5 mg, 1 mg, 2 mg @95 | extra
Donepezil | H | tab 5 mg, 10 mg @75
Memantine | H | tab 5 mg, 10 mg @80 | extra
Rivastigmine | H | cap 1.5 mg, 3 mg @140; patch 4.6 mg/24 h [5] @1100 | extra
`,
  },
  {
    category: 'Blood and anaemia',
    lines: `
Ferrous sulphate | OTC | tab 200 mg [15] @12
Ferrous sulphate + Folic acid | OTC | tab 100 mg + 0.5 mg, 45 mg + 0.4 mg [15] @15; syr 20 mg + 0.1 mg/ml [150 ml] @55
Folic acid | OTC | tab 1 mg, 5 mg [30] @20
Iron sucrose | H | inj 20 mg/ml [5 ml amp] @150
Ferric carboxymaltose | H | inj 50 mg/ml [10 ml vial] @1900
Cyanocobalamin | H | inj 1000 mcg/ml [1 ml amp] @15
Hydroxocobalamin | H | inj 1 mg/ml [1 ml amp] @35
Erythropoietin | H | inj 2000 IU, 4000 IU, 10000 IU [pfs] @900 | cold
Enoxaparin | H | inj 40 mg/0.4 ml, 60 mg/0.6 ml [pfs] @320 | cool
Heparin | H | inj 1000 IU/ml, 5000 IU/ml [5 ml vial] @140
Phytomenadione | H | inj 10 mg/ml, 1 mg/0.5 ml [1 ml amp] @22
Protamine | H | inj 10 mg/ml [5 ml amp] @85
Tranexamic acid | H | tab 500 mg @90; inj 100 mg/ml [5 ml amp] @30
Warfarin | H | tab 1 mg, 2 mg, 5 mg [30] @55
Acenocoumarol | H | tab 1 mg, 2 mg, 4 mg [30] @75
Dabigatran | H | cap 110 mg, 150 mg @320
Deferasirox | H | tabdt 250 mg, 500 mg @420
Deferiprone | H | cap 250 mg, 500 mg [50] @520
`,
  },
  {
    category: 'Blood products and plasma substitutes',
    lines: `
Human albumin | H | inf 5%, 20% [100 ml] @3800 | cool
Factor VIII concentrate | H | inj 250 IU, 500 IU [vial] @6500 | cold
Factor IX concentrate | H | inj 500 IU [vial] @9500 | cold
Hydroxyethyl starch | H | inf 6% [500 ml] @420
Polygeline | H | inf 3.5% [500 ml] @280 | extra
Human normal immunoglobulin | H | inf 5 g/100 ml [100 ml] @14500 | cold
`,
  },
  {
    category: 'Heart and blood pressure',
    lines: `
Acetylsalicylic acid {low dose} | H | tab 75 mg, 150 mg [14] @6
Clopidogrel | H | tab 75 mg @60
Ticagrelor | H | tab 90 mg [14] @320
Prasugrel | H | tab 10 mg @180 | extra
Diltiazem | H | tab 30 mg, 60 mg @40; inj 5 mg/ml [5 ml vial] @140
Glyceryl trinitrate | H | sl 0.5 mg [25] @35; inj 5 mg/ml [5 ml amp] @95
Isosorbide dinitrate | H | tab 5 mg, 10 mg [50] @18
Isosorbide mononitrate | H | tab 10 mg, 20 mg @35; tabsr 30 mg, 60 mg @85
Metoprolol | H | tab 25 mg, 50 mg [15] @30; tabsr 25 mg, 50 mg [15] @65; inj 1 mg/ml [5 ml amp] @40
Atenolol | H | tab 25 mg, 50 mg, 100 mg [14] @20 | extra
Bisoprolol | H | tab 2.5 mg, 5 mg @70 | extra
Carvedilol | H | tab 3.125 mg, 6.25 mg, 12.5 mg, 25 mg @45
Adenosine | H | inj 3 mg/ml [2 ml vial] @95
Amiodarone | H | tab 100 mg, 200 mg @70; inj 50 mg/ml [3 ml amp] @65
Digoxin | H | tab 0.25 mg [15] @12; inj 0.25 mg/ml [2 ml amp] @18; sol 0.05 mg/ml [60 ml] @75
Esmolol | H | inj 10 mg/ml [10 ml vial] @220
Verapamil | H | tab 40 mg, 80 mg [15] @25; inj 2.5 mg/ml [2 ml amp] @15
Amlodipine | H | tab 2.5 mg, 5 mg, 10 mg [15] @25
Enalapril | H | tab 2.5 mg, 5 mg, 10 mg [15] @22
Ramipril | H | tab 2.5 mg, 5 mg @60; cap 2.5 mg, 5 mg @65
Telmisartan | H | tab 20 mg, 40 mg, 80 mg [15] @60
Losartan | H | tab 25 mg, 50 mg [15] @40
Hydrochlorothiazide | H | tab 12.5 mg, 25 mg [15] @18
Chlorthalidone | H | tab 6.25 mg, 12.5 mg @35
Labetalol | H | tab 100 mg @60; inj 5 mg/ml [4 ml amp] @90
Methyldopa | H | tab 250 mg @45 | extra
Nifedipine | H | tab 10 mg @15; tabsr 10 mg, 20 mg [15] @35
Prazosin | H | tabsr 2.5 mg, 5 mg [15] @90
Clonidine | H | tab 0.1 mg @30 | extra
Sodium nitroprusside | H | inj 50 mg [vial] @420
Dobutamine | H | inj 50 mg/ml [5 ml amp] @95
Dopamine | H | inj 40 mg/ml [5 ml amp] @30
Noradrenaline | H | inj 2 mg/ml [2 ml amp] @35
Vasopressin | H | inj 20 IU/ml [1 ml amp] @320 | cold
Alteplase | H | inj 20 mg, 50 mg [vial] @28000 | cool extra
Streptokinase | H | inj 15 lakh IU [vial] @2200 | cold
Tenecteplase | H | inj 20 mg, 30 mg, 40 mg [vial] @24000 | cool
Atorvastatin | H | tab 10 mg, 20 mg, 40 mg, 80 mg [15] @55
Rosuvastatin | H | tab 5 mg, 10 mg, 20 mg [15] @95 | extra
Sacubitril + Valsartan | H | tab 24 mg + 26 mg, 49 mg + 51 mg [14] @340 | extra
Ivabradine | H | tab 5 mg @150 | extra
`,
  },
  {
    category: 'Skin',
    lines: `
Framycetin | H | cream 1% [30 g] @60
Fusidic acid | H | cream 2% [15 g] @110
Mupirocin | H | oint 2% [5 g] @95
Silver sulphadiazine | H | cream 1% [25 g] @55
Betamethasone dipropionate | H | cream 0.05% [15 g] @40; oint 0.05% [15 g] @40
Clobetasol propionate | H | cream 0.05% [15 g] @75; oint 0.05% [15 g] @78
Calamine | OTC | lotion 8% [100 ml] @75
Benzoyl peroxide | OTC | gel 2.5%, 5% [20 g] @120
Coal tar | OTC | soln 5% [50 ml] @140
Dithranol | H | oint 1% [20 g] @110
Salicylic acid | OTC | oint 6% [50 g] @65
Podophyllin | H | paint 20% [10 ml] @130
Urea | OTC | cream 10% [50 g] @160 | extra
Tretinoin | H | cream 0.025%, 0.05% [20 g] @140
Adapalene | H | gel 0.1% [15 g] @180 | extra
Isotretinoin | H | cap 10 mg, 20 mg @180 | extra
Methoxsalen | H | tab 10 mg [30] @150; lotion 1% [15 ml] @120
Calcipotriol | H | oint 0.005% [30 g] @420 | extra
Minoxidil | OTC | soln 2%, 5% [60 ml] @480 | extra
Glycerin | OTC | soln 100% [100 ml] @60 | extra
White soft paraffin | OTC | oint 100% [50 g] @55 | extra
`,
  },
  {
    category: 'Diagnostic agents',
    lines: `
Tropicamide | H | eyed 1% [5 ml] @55
Tropicamide + Phenylephrine | H | eyed 0.8% + 5% [5 ml] @75
Fluorescein | H | eyed 2% [5 ml] @65; strips 1 mg [100] @550
Tuberculin purified protein derivative | H | inj 1 TU/0.1 ml, 2 TU/0.1 ml, 5 TU/0.1 ml [1 ml vial] @180 | cold
Barium sulphate | H | susp 95% w/v [100 ml] @150; sachet 95% w/w [sachet] @210
Iohexol | H | inj 300 mg I/ml, 350 mg I/ml [50 ml vial] @1400
Iopamidol | H | inj 370 mg I/ml [50 ml vial] @1500
Diatrizoate meglumine + Diatrizoate sodium | H | inj 60% [20 ml vial] @450
Gadobenate dimeglumine | H | inj 0.5 M [15 ml vial] @3600 | extra
`,
  },
  {
    category: 'Antiseptics and disinfectants',
    lines: `
Alcohol-based hand rub | OTC | soln 70% [100 ml] @60
Chlorhexidine | OTC | soln 5% [500 ml] @180; soln 4% scrub [500 ml] @260; mouthwash 0.2% [150 ml] @110
Ethyl alcohol | OTC | soln 70% [500 ml] @150
Glutaraldehyde | OTC | soln 2% [5 l] @1200
Hydrogen peroxide | OTC | soln 6% [100 ml] @30
Potassium permanganate | OTC | crystals [25 g] @30
Povidone iodine | OTC | soln 5%, 10% [100 ml] @85; oint 5% [15 g] @75; mouthwash 2% [100 ml] @110
Chlorine-based compound | OTC | powder [500 g] @90
Sodium hypochlorite | OTC | soln 1% [500 ml] @70
Gentian violet | OTC | paint 1% [15 ml] @30
`,
  },
  {
    category: 'Diuretics',
    lines: `
Furosemide | H | tab 40 mg [15] @12; inj 10 mg/ml [2 ml amp] @8; sol 10 mg/ml [30 ml] @70
Mannitol | H | inf 10%, 20% [100 ml] @65
Spironolactone | H | tab 25 mg, 50 mg [15] @40
Torsemide | H | tab 10 mg, 20 mg [15] @45; inj 10 mg/ml [2 ml amp] @22 | extra
Metolazone | H | tab 2.5 mg, 5 mg @55 | extra
`,
  },
  {
    category: 'Stomach, digestion and liver',
    lines: `
Aluminium hydroxide + Magnesium hydroxide | OTC | tabchew 250 mg + 250 mg @25; susp 250 mg + 250 mg/5 ml [170 ml] @95
Omeprazole | H | cap 10 mg, 20 mg, 40 mg [15] @45; inj 40 mg [vial] @55
Pantoprazole | H | tab 20 mg, 40 mg [15] @85; inj 40 mg [vial] @55
Famotidine | H | tab 20 mg, 40 mg [14] @25; inj 10 mg/ml [2 ml amp] @25
Domperidone | H | tab 10 mg @30; susp 1 mg/ml [30 ml] @40
Metoclopramide | H | tab 10 mg @15; inj 5 mg/ml [2 ml amp] @8
Prochlorperazine | H | tab 5 mg @40; inj 12.5 mg/ml [1 ml amp] @15
Mesalazine | H | tab 400 mg, 800 mg, 1.2 g @180
Budesonide {enteric} | H | cap 3 mg @620
Dicyclomine | H | tab 10 mg @25; inj 10 mg/ml [2 ml amp] @10; drops 10 mg/ml [10 ml] @60
Hyoscine butylbromide | H | tab 10 mg @90; inj 20 mg/ml [1 ml amp] @25
Bisacodyl | OTC | tab 5 mg @8; supp 5 mg, 10 mg [6] @40
Lactulose | OTC | sol 10 g/15 ml [200 ml] @190
Ispaghula husk | OTC | sachet 3.5 g [10] @110 | extra
Polyethylene glycol | H | sachet 137 g [1] @190
Senna | OTC | tab 8.6 mg [10] @25 | extra
Zinc sulphate | OTC | tabdt 10 mg, 20 mg @20; syr 20 mg/5 ml [100 ml] @40
Ursodeoxycholic acid | H | tab 150 mg, 300 mg @240
Pancreatin | OTC | cap 150 mg [15] @240 | extra
Rifaximin | H | tab 200 mg, 400 mg @230 | extra
Terlipressin | H | inj 1 mg [vial] @1100 | cold extra
Loperamide | H | cap 2 mg @20 | extra
`,
  },
  {
    category: 'Hormones and diabetes',
    lines: `
Fludrocortisone | H | tab 0.1 mg [30] @140
Testosterone | H | inj 250 mg/ml [1 ml amp] @120
Ethinylestradiol + Levonorgestrel | H | tab 0.03 mg + 0.15 mg [28] @55
Ethinylestradiol + Norethisterone | H | tab 0.035 mg + 1 mg [21] @60 | extra
Levonorgestrel | OTC | tab 1.5 mg [1] @95; tab 0.75 mg [2] @90
Ormeloxifene | OTC | tab 30 mg [8] @40
Medroxyprogesterone acetate | H | inj 150 mg/ml [1 ml vial] @240; tab 10 mg @110
Copper intrauterine device | H | iud Cu 380 A, Cu 375 [1] @320
Male condom | OTC | condom [10] @60
Ethinylestradiol | H | tab 0.05 mg @45 | extra
Conjugated estrogens | H | tab 0.625 mg [28] @280 | extra
Glibenclamide | H | tab 2.5 mg, 5 mg @14
Gliclazide | H | tab 40 mg, 80 mg @45; tabsr 30 mg, 60 mg [15] @120
Glimepiride | H | tab 1 mg, 2 mg [15] @55
Metformin | H | tab 500 mg, 850 mg, 1000 mg [20] @25; tabsr 500 mg, 1000 mg [15] @40
Teneligliptin | H | tab 20 mg [15] @95
Sitagliptin | H | tab 50 mg, 100 mg [15] @190 | extra
Vildagliptin | H | tab 50 mg [15] @170 | extra
Dapagliflozin | H | tab 5 mg, 10 mg [14] @180 | extra
Pioglitazone | H | tab 15 mg, 30 mg @60 | extra
Acarbose | H | tab 25 mg, 50 mg @90 | extra
Human insulin regular | H | inj 40 IU/ml [10 ml vial] @150; inj 100 IU/ml [3 ml cartridge] @190 | cold
Human insulin NPH | H | inj 40 IU/ml [10 ml vial] @155; inj 100 IU/ml [3 ml cartridge] @195 | cold
Human insulin premix 30/70 | H | inj 40 IU/ml [10 ml vial] @160; inj 100 IU/ml [3 ml cartridge] @200 | cold
Insulin glargine | H | inj 100 IU/ml [3 ml pen] @680 | cold
Insulin aspart | H | inj 100 IU/ml [3 ml pen] @560 | cold extra
Glucagon | H | inj 1 mg [vial] @1700 | cold
Clomiphene | H | tab 25 mg, 50 mg, 100 mg @95
Human chorionic gonadotropin | H | inj 5000 IU, 10000 IU [vial] @540 | cold
Norethisterone | H | tab 5 mg @65
Progesterone | H | cap 100 mg, 200 mg @180; inj 200 mg/2 ml [2 ml amp] @95
Dydrogesterone | H | tab 10 mg @480
Hydroxyprogesterone caproate | H | inj 250 mg/ml [1 ml amp] @110
Levothyroxine | H | tab 12.5 mcg, 25 mcg, 50 mcg, 75 mcg, 100 mcg [100] @110
Carbimazole | H | tab 5 mg, 10 mg [30] @60
Propylthiouracil | H | tab 50 mg [30] @65
Bromocriptine | H | tab 1.25 mg, 2.5 mg @60 | extra
Cabergoline | H | tab 0.25 mg, 0.5 mg [4] @190 | extra
Desmopressin | H | tab 0.1 mg, 0.2 mg [15] @520; nspray 10 mcg/dose [5 ml] @680 | cool
Alendronate | H | tab 35 mg, 70 mg [4] @90 | extra
Teriparatide | H | inj 250 mcg/ml [2.4 ml pen] @5800 | cold extra
`,
  },
  {
    category: 'Vaccines and immunoglobulins',
    lines: `
Anti-D immunoglobulin | H | inj 150 mcg, 300 mcg [pfs] @2500 | cold
Rabies immunoglobulin | H | inj 150 IU/ml [2 ml vial] @420 | cold
Tetanus immunoglobulin | H | inj 250 IU, 500 IU [vial] @260 | cold
Diphtheria antitoxin | H | inj 10000 IU [vial] @1200 | cold
Hepatitis B immunoglobulin | H | inj 100 IU, 200 IU [vial] @2800 | cold
BCG vaccine | H | inj [10 doses vial] @160 | cold
Bivalent oral polio vaccine | H | drops [20 doses vial] @120 | cold
Inactivated polio vaccine | H | inj [vial] @450 | cold
Pentavalent vaccine (DPT-HepB-Hib) | H | inj [vial] @350 | cold
DPT vaccine | H | inj [vial] @90 | cold
Hepatitis B vaccine | H | inj 10 mcg/0.5 ml, 20 mcg/ml [vial] @120 | cold
Measles and rubella vaccine | H | inj [vial] @230 | cold
Rotavirus vaccine | H | drops [vial] @850 | cold
Pneumococcal conjugate vaccine | H | inj [pfs] @1900 | cold
Japanese encephalitis vaccine | H | inj [vial] @990 | cold
Tetanus and adult diphtheria (Td) vaccine | H | inj [vial] @45 | cold
Tetanus toxoid | H | inj [amp] @20 | cold
Rabies vaccine | H | inj [vial] @380 | cold
Typhoid conjugate vaccine | H | inj 25 mcg/0.5 ml [vial] @1400 | cold
Human papillomavirus vaccine | H | inj [pfs] @2000 | cold extra
`,
  },
  {
    category: 'Muscle relaxants and neuromuscular',
    lines: `
Atracurium | H | inj 10 mg/ml [2.5 ml amp] @140 | cold
Neostigmine | H | inj 0.5 mg/ml [1 ml amp] @12; tab 15 mg @95
Succinylcholine | H | inj 50 mg/ml [2 ml amp] @28 | cold
Vecuronium | H | inj 4 mg, 10 mg [vial] @90
Rocuronium | H | inj 10 mg/ml [5 ml vial] @320 | cold
Pyridostigmine | H | tab 60 mg @150
Baclofen | H | tab 10 mg, 20 mg @120 | extra
Tizanidine | H | tab 2 mg, 4 mg @60 | extra
`,
  },
  {
    category: 'Eye care',
    lines: `
Chloramphenicol {eye} | H | eyed 0.5% [5 ml] @22 | cold
Tobramycin | H | eyed 0.3% [5 ml] @45
Prednisolone acetate | H | eyed 1% [5 ml] @55
Ketorolac | H | eyed 0.5% [5 ml] @65; tab 10 mg @35; inj 30 mg/ml [1 ml amp] @18
Proparacaine | H | eyed 0.5% [5 ml] @55
Atropine {eye} | H | eyed 1% [5 ml] @25; eyeo 1% [3 g] @30
Cyclopentolate | H | eyed 1% [5 ml] @55
Homatropine | H | eyed 2% [5 ml] @35
Phenylephrine | H | eyed 5%, 10% [5 ml] @50
Timolol | H | eyed 0.25%, 0.5% [5 ml] @40
Acetazolamide | H | tab 250 mg @45; inj 500 mg [vial] @190
Latanoprost | H | eyed 0.005% [2.5 ml] @320 | cold
Pilocarpine | H | eyed 2%, 4% [5 ml] @35
Brimonidine | H | eyed 0.15%, 0.2% [5 ml] @160
Dorzolamide | H | eyed 2% [5 ml] @220
Carboxymethylcellulose | OTC | eyed 0.5%, 1% [10 ml] @120
Hydroxypropyl methylcellulose | H | inj 2% [2 ml pfs] @160
Olopatadine | H | eyed 0.1% [5 ml] @140 | extra
Ofloxacin {eye} | H | eyed 0.3% [5 ml] @20
`,
  },
  {
    category: 'Pregnancy and childbirth',
    lines: `
Carboprost | H | inj 250 mcg/ml [1 ml amp] @280 | cold
Methylergometrine | H | tab 0.125 mg @35; inj 0.2 mg/ml [1 ml amp] @15 | cold
Mifepristone | H | tab 200 mg [1] @260
Misoprostol | H | tab 25 mcg, 100 mcg, 200 mcg [4] @55
Mifepristone + Misoprostol | H | kit 200 mg + 800 mcg [5] @420
Oxytocin | H | inj 5 IU/ml [1 ml amp] @14 | cold
Carbetocin | H | inj 100 mcg/ml [1 ml amp] @650 | extra
Dinoprostone | H | gel 0.5 mg [3 g syringe] @420 | cold
Isoxsuprine | H | tab 10 mg, 40 mg @70; inj 5 mg/ml [2 ml amp] @18
Betamethasone | H | inj 4 mg/ml [1 ml amp] @20; tab 0.5 mg [20] @12
`,
  },
  {
    category: 'Kidney care',
    lines: `
Peritoneal dialysis solution | H | pd 1.5%, 2.5%, 4.25% [2 l bag] @480
Sevelamer | H | tab 400 mg, 800 mg @260 | extra
Calcium acetate | H | tab 667 mg @120 | extra
Sodium bicarbonate {oral} | OTC | tab 500 mg [15] @30 | extra
`,
  },
  {
    category: 'Mental health',
    lines: `
Chlorpromazine | H | tab 25 mg, 50 mg, 100 mg @20; inj 25 mg/ml [2 ml amp] @12
Haloperidol | H | tab 1.5 mg, 5 mg @20; inj 5 mg/ml [1 ml amp] @12
Haloperidol decanoate | H | inj 50 mg/ml [1 ml amp] @95
Olanzapine | H | tab 5 mg, 10 mg @55
Risperidone | H | tab 1 mg, 2 mg, 4 mg @35; sol 1 mg/ml [30 ml] @110
Quetiapine | H | tab 25 mg, 50 mg, 100 mg, 200 mg @60
Aripiprazole | H | tab 5 mg, 10 mg, 15 mg @70
Clozapine | H | tab 25 mg, 100 mg @55
Fluphenazine decanoate | H | inj 25 mg/ml [1 ml amp] @45
Amitriptyline | H | tab 10 mg, 25 mg, 75 mg @25
Fluoxetine | H | cap 10 mg, 20 mg @40
Escitalopram | H | tab 5 mg, 10 mg, 20 mg @70
Sertraline | H | tab 25 mg, 50 mg, 100 mg @55
Imipramine | H | tab 25 mg, 75 mg @30
Clomipramine | H | cap 10 mg, 25 mg, 50 mg @65
Lithium carbonate | H | tab 300 mg, 400 mg @30; tabsr 450 mg @55
Clonazepam | H1 | tab 0.25 mg, 0.5 mg, 1 mg @30
Alprazolam | H1 | tab 0.25 mg, 0.5 mg @20 | extra
Zolpidem | H1 | tab 5 mg, 10 mg @75 | extra
Chlordiazepoxide | H1 | tab 10 mg, 25 mg @25
Buprenorphine | H1 | sl 0.4 mg, 2 mg @75; inj 0.3 mg/ml [1 ml amp] @25
Buprenorphine + Naloxone | H1 | sl 2 mg + 0.5 mg @120
Methadone | X | sol 5 mg/5 ml [100 ml] @120
Naltrexone | H | tab 50 mg @320 | extra
Disulfiram | H | tab 250 mg @45 | extra
Acamprosate | H | tab 333 mg @120 | extra
Nicotine | OTC | gum 2 mg, 4 mg @65; patch 7 mg/24 h, 14 mg/24 h [7] @490
`,
  },
  {
    category: 'Asthma and respiratory',
    lines: `
Budesonide | H | inh 100 mcg/dose, 200 mcg/dose [200 md] @380; resp 0.5 mg/2 ml, 1 mg/2 ml [5] @110; nspray 64 mcg/dose [120 md] @320
Budesonide + Formoterol | H | inh 200 mcg + 6 mcg, 400 mcg + 6 mcg [120 md] @420; rotacap 200 mcg + 6 mcg [30] @260
Salbutamol | H | tab 2 mg, 4 mg @10; syr 2 mg/5 ml [100 ml] @22; inh 100 mcg/dose [200 md] @150; resp 2.5 mg/2.5 ml [5] @30
Levosalbutamol | H | inh 50 mcg/dose [200 md] @190; resp 0.63 mg/2.5 ml [5] @45 | extra
Ipratropium | H | inh 20 mcg/dose [200 md] @260; resp 500 mcg/2 ml [5] @70
Salbutamol + Ipratropium | H | resp 2.5 mg + 500 mcg [5] @95
Tiotropium | H | inh 9 mcg/dose [120 md] @480; rotacap 18 mcg [30] @290
Beclomethasone | H | inh 100 mcg/dose, 200 mcg/dose [200 md] @220
Fluticasone | H | nspray 50 mcg/dose [120 md] @290
Salmeterol + Fluticasone | H | inh 25 mcg + 125 mcg, 25 mcg + 250 mcg [120 md] @520 | extra
Montelukast | H | tab 4 mg, 5 mg, 10 mg [15] @120
Theophylline | H | tabsr 100 mg, 200 mg, 300 mg [30] @55
Aminophylline | H | inj 25 mg/ml [10 ml amp] @14
Dextromethorphan | OTC | syr 10 mg/5 ml [100 ml] @85 | extra
Xylometazoline | OTC | nasal 0.05%, 0.1% [10 ml] @65
Sodium chloride {nasal} | OTC | nasal 0.65% [15 ml] @45 | extra
`,
  },
  {
    category: 'Fluids, electrolytes and nutrition',
    lines: `
Oral rehydration salts | OTC | sachet 20.5 g/litre [21 g] @22
Potassium chloride | H | sol 500 mg/5 ml [200 ml] @110; inj 150 mg/ml [10 ml amp] @12
Sodium chloride | H | inf 0.9% [500 ml] @35; inf 3% [100 ml] @45
Ringer lactate | H | inf [500 ml] @38
Dextrose | H | inf 5%, 10% [500 ml] @35; inj 25%, 50% [25 ml vial] @22
Dextrose + Sodium chloride | H | inf 5% + 0.9% [500 ml] @38
Multiple electrolytes | H | inf [500 ml] @85
Sodium bicarbonate | H | inj 7.5%, 8.4% [10 ml amp] @22
Water for injection | H | inj [10 ml amp] @6
Amino acids | H | inf 10% [500 ml] @650 | extra
`,
  },
  {
    category: 'Vitamins and minerals',
    lines: `
Ascorbic acid | OTC | tab 500 mg [15] @25; tabchew 500 mg [15] @30
Calcium carbonate | OTC | tab 500 mg [15] @45
Calcium carbonate + Cholecalciferol | OTC | tab 500 mg + 250 IU, 500 mg + 1000 IU [15] @95; susp 250 mg + 125 IU/5 ml [200 ml] @160
Calcitriol | H | cap 0.25 mcg @120
Cholecalciferol | OTC | cap 60000 IU [4] @120; sachet 60000 IU [1 g] @45; drops 400 IU/ml [15 ml] @95; tab 1000 IU [15] @80
Nicotinamide | OTC | tab 50 mg [30] @25 | extra
Pyridoxine | OTC | tab 10 mg, 50 mg [30] @25
Riboflavin | OTC | tab 5 mg [30] @20
Thiamine | OTC | tab 100 mg [30] @40; inj 100 mg/ml [1 ml amp] @15 !H
Vitamin A | OTC | cap 50000 IU, 200000 IU [10] @30; sol 100000 IU/ml [100 ml] @90
Iodine (Lugol’s solution) | H | sol 5% [30 ml] @60
Vitamin B complex | OTC | tab [30] @35; syr [200 ml] @110; inj [10 ml vial] @38
`,
  },
];
