// The lab's curated catalogue: categories, named conditions with their ICD-10-CM codes, and the
// gene panels (real HGNC symbols; the seed keeps only symbols found in the shipped HGNC set).
// Single-gene tests, exome/genome, slices and the spec's special codes are built in seed-catalogue.ts.

export interface CategoryDefinition {
  id: string;
  name: string;
  parent?: string;
}

/** The category tree, a category a line (`id: name`), each indented under its parent. */
const categoryTree = `
cardiology: Cardiology
  cardiomyopathy: Cardiomyopathy
  arrhythmia: Arrhythmia
  aortopathy: Aortopathy and connective tissue
  lipid-disorders: Lipid disorders
  congenital-heart: Congenital heart disease
neurology: Neurology
  epilepsy: Epilepsy and seizures
  neuromuscular: Neuromuscular disorders
  movement-disorders: Movement disorders and ataxia
  neurodevelopmental: Neurodevelopmental disorders
  neurodegenerative: Neurodegenerative disorders
oncology: Oncology
  hereditary-cancer: Hereditary cancer
    breast-ovarian-cancer: Breast and ovarian cancer
    gastrointestinal-cancer: Gastrointestinal cancer
    endocrine-cancer: Endocrine and renal cancer
prenatal: Prenatal and reproductive
  carrier-screening: Carrier screening
  fetal-testing: Fetal testing
metabolic: Metabolic disorders
  lysosomal: Lysosomal storage disorders
  inborn-errors: Inborn errors of metabolism
  mitochondrial: Mitochondrial disorders
sensory: Hearing and vision
nephrology: Nephrology
exome-genome: Exome and genome
slices: Slices (custom gene sets)
custom-panels: Custom panels
single-gene: Single-gene tests
family-testing: Family and variant testing
`;

/** The tree's categories in its order, each naming its parent. */
function categoriesOf(tree: string): CategoryDefinition[] {
  const path: string[] = [];
  return tree
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const depth = (line.length - line.trimStart().length) / 2;
      const [id = '', name = ''] = line.trim().split(': ');
      path.length = depth;
      const parent = path[depth - 1];
      path.push(id);
      return parent ? { id, name, parent } : { id, name };
    });
}

export const catalogueCategories: readonly CategoryDefinition[] = categoriesOf(categoryTree);

export interface ConditionDefinition {
  id: string;
  name: string;
  synonyms?: readonly string[];
  icd10: readonly string[];
}

/** One condition a row: id, name, ICD-10-CM codes, then synonyms when it has any. */
type ConditionRow = readonly [
  id: string,
  name: string,
  icd10: readonly string[],
  synonyms?: readonly string[],
];

const conditionRows: readonly ConditionRow[] = [
  ['hypertrophic-cardiomyopathy', 'Hypertrophic cardiomyopathy', ['I42.1', 'I42.2'], ['HCM']],
  ['dilated-cardiomyopathy', 'Dilated cardiomyopathy', ['I42.0'], ['DCM']],
  [
    'arrhythmogenic-cardiomyopathy',
    'Arrhythmogenic cardiomyopathy',
    ['I42.8'],
    ['ARVC', 'arrhythmogenic right ventricular dysplasia'],
  ],
  ['cardiomyopathy', 'Cardiomyopathy, unspecified', ['I42.9']],
  ['long-qt-syndrome', 'Long QT syndrome', ['I45.81'], ['LQTS']],
  ['brugada-syndrome', 'Brugada syndrome', ['I49.8']],
  ['cpvt', 'Catecholaminergic polymorphic ventricular tachycardia', ['I47.2'], ['CPVT']],
  ['sudden-cardiac-death-family-history', 'Family history of sudden cardiac death', ['Z82.41']],
  ['thoracic-aortic-aneurysm', 'Thoracic aortic aneurysm and dissection', ['I71.2'], ['TAAD']],
  ['marfan-syndrome', 'Marfan syndrome', ['Q87.40']],
  ['familial-hypercholesterolemia', 'Familial hypercholesterolemia', ['E78.01'], ['FH']],
  ['congenital-heart-disease', 'Congenital heart disease', ['Q24.9'], ['CHD']],
  ['pulmonary-arterial-hypertension', 'Pulmonary arterial hypertension', ['I27.0'], ['PAH']],
  ['noonan-syndrome', 'Noonan syndrome and RASopathies', ['Q87.19'], ['RASopathy']],
  ['epilepsy', 'Epilepsy', ['G40.909', 'R56.9'], ['seizure disorder']],
  [
    'epileptic-encephalopathy',
    'Developmental and epileptic encephalopathy',
    ['G40.919', 'G40.822'],
    ['infantile spasms', 'Dravet syndrome'],
  ],
  [
    'charcot-marie-tooth',
    'Charcot-Marie-Tooth disease',
    ['G60.0'],
    ['CMT', 'hereditary neuropathy'],
  ],
  [
    'muscular-dystrophy',
    'Muscular dystrophy',
    ['G71.01', 'G71.09'],
    ['Duchenne', 'limb-girdle muscular dystrophy'],
  ],
  ['spinal-muscular-atrophy', 'Spinal muscular atrophy', ['G12.0', 'G12.1'], ['SMA']],
  ['als', 'Amyotrophic lateral sclerosis', ['G12.21'], ['ALS', 'motor neuron disease']],
  ['parkinson-disease', 'Parkinson disease', ['G20']],
  ['hereditary-ataxia', 'Hereditary ataxia', ['G11.9'], ['spinocerebellar ataxia']],
  ['hereditary-spastic-paraplegia', 'Hereditary spastic paraplegia', ['G11.4'], ['HSP']],
  [
    'dementia',
    'Early-onset dementia',
    ['G30.9', 'G31.09'],
    ['Alzheimer disease', 'frontotemporal dementia'],
  ],
  ['autism-spectrum-disorder', 'Autism spectrum disorder', ['F84.0'], ['autism']],
  ['intellectual-disability', 'Intellectual disability and developmental delay', ['F79', 'F88']],
  ['rett-syndrome', 'Rett syndrome', ['F84.2']],
  ['mitochondrial-disease', 'Mitochondrial disease', ['E88.40']],
  ['hypotonia', 'Congenital hypotonia', ['P94.2']],
  [
    'hboc',
    'Hereditary breast and ovarian cancer',
    ['Z15.01', 'Z15.02', 'C50.919', 'C56.9', 'Z80.3'],
    ['HBOC'],
  ],
  [
    'lynch-syndrome',
    'Lynch syndrome',
    ['Z15.09', 'C18.9'],
    ['HNPCC', 'hereditary nonpolyposis colorectal cancer'],
  ],
  ['polyposis', 'Familial adenomatous polyposis', ['D12.6'], ['FAP', 'MUTYH-associated polyposis']],
  ['pancreatic-cancer', 'Pancreatic cancer', ['C25.9']],
  ['prostate-cancer', 'Prostate cancer', ['C61', 'Z80.42']],
  ['melanoma', 'Melanoma', ['C43.9']],
  [
    'multiple-endocrine-neoplasia',
    'Multiple endocrine neoplasia',
    ['E31.20', 'E31.21', 'E31.22'],
    ['MEN1', 'MEN2'],
  ],
  ['pheochromocytoma', 'Pheochromocytoma and paraganglioma', ['C74.10', 'D44.7']],
  ['renal-cancer', 'Hereditary renal cancer', ['C64.9'], ['von Hippel-Lindau']],
  ['gastric-cancer', 'Hereditary diffuse gastric cancer', ['C16.9']],
  ['li-fraumeni-syndrome', 'Li-Fraumeni syndrome', ['Z15.09', 'Z80.9']],
  ['cystic-fibrosis', 'Cystic fibrosis', ['E84.0', 'E84.9'], ['CF']],
  [
    'hemoglobinopathy',
    'Sickle cell disease and thalassemia',
    ['D57.1', 'D56.1', 'D56.9'],
    ['hemoglobinopathies'],
  ],
  ['fragile-x-syndrome', 'Fragile X syndrome', ['Q99.2']],
  ['tay-sachs-disease', 'Tay-Sachs disease', ['E75.02']],
  ['carrier-status', 'Carrier testing for procreative management', ['Z31.430', 'Z31.440']],
  ['antenatal-screening', 'Antenatal screening', ['Z36.9']],
  ['fetal-anomaly', 'Suspected fetal abnormality', ['O35.9XX0']],
  [
    'skeletal-dysplasia',
    'Skeletal dysplasia',
    ['Q77.9', 'Q78.0', 'Q77.4'],
    ['osteogenesis imperfecta', 'achondroplasia'],
  ],
  [
    'lysosomal-storage-disease',
    'Lysosomal storage disease',
    ['E75.22', 'E75.21', 'E74.02', 'E76.3'],
    ['Gaucher disease', 'Fabry disease', 'Pompe disease', 'mucopolysaccharidosis'],
  ],
  ['urea-cycle-disorder', 'Urea cycle disorder', ['E72.20']],
  [
    'fatty-acid-oxidation-disorder',
    'Fatty acid oxidation disorder',
    ['E71.310', 'E71.311'],
    ['MCAD deficiency'],
  ],
  [
    'organic-acidemia',
    'Organic acidemia',
    ['E71.120', 'E71.121'],
    ['methylmalonic acidemia', 'propionic acidemia'],
  ],
  ['glycogen-storage-disease', 'Glycogen storage disease', ['E74.00', 'E74.09']],
  ['phenylketonuria', 'Phenylketonuria and hyperphenylalaninemia', ['E70.0', 'E70.1'], ['PKU']],
  ['iron-copper-overload', 'Hemochromatosis and Wilson disease', ['E83.110', 'E83.01']],
  [
    'congenital-disorder-of-glycosylation',
    'Congenital disorder of glycosylation',
    ['E77.8'],
    ['CDG'],
  ],
  ['tuberous-sclerosis', 'Tuberous sclerosis complex', ['Q85.1']],
  ['neurofibromatosis', 'Neurofibromatosis', ['Q85.01', 'Q85.02']],
  [
    'hearing-loss',
    'Hereditary hearing loss',
    ['H90.3', 'H90.5'],
    ['deafness', 'sensorineural hearing loss'],
  ],
  [
    'retinal-dystrophy',
    'Inherited retinal dystrophy',
    ['H35.50', 'H35.52'],
    ['retinitis pigmentosa'],
  ],
  ['polycystic-kidney-disease', 'Polycystic kidney disease', ['Q61.2', 'Q61.3']],
  ['multiple-congenital-anomalies', 'Multiple congenital anomalies', ['Q89.7']],
];

export const catalogueConditions: readonly ConditionDefinition[] = conditionRows.map(
  ([id, name, icd10, synonyms]) => (synonyms ? { id, name, synonyms, icd10 } : { id, name, icd10 }),
);

export interface PanelDefinition {
  code: string;
  name: string;
  categories: readonly string[];
  conditions: readonly string[];
  genes: readonly string[];
  synonyms?: readonly string[];
  turnaroundTime?: string;
}

/** A gene list written as HGNC symbols separated by white space (one table, not one line a gene). */
function symbols(list: string): readonly string[] {
  return list.trim().split(/\s+/);
}

/** The gene lists the panels name (`...name` in a panel's genes). */
const geneLists: Readonly<Record<string, readonly string[]>> = {
  hcm: symbols(`
    MYH7 MYBPC3 TNNT2 TNNI3 TPM1 ACTC1 MYL2 MYL3 PLN CSRP3 TNNC1 ACTN2 GLA LAMP2 PRKAG2 TTR FHL1
    JPH2 MYOZ2 NEXN FLNC ALPK3
  `),
  dcm: symbols(`
    TTN LMNA MYH7 TNNT2 RBM20 BAG3 DSP FLNC SCN5A TNNC1 TPM1 ACTC1 DES PLN MYH6 VCL NEXN TCAP LDB3
    ANKRD1 CSRP3 ACTN2 TNNI3
  `),
  acm: symbols(`
    PKP2 DSP DSG2 DSC2 JUP TMEM43 DES LMNA PLN FLNC CDH2 CTNNA3
  `),
  lqts: symbols(`
    KCNQ1 KCNH2 SCN5A KCNE1 KCNE2 KCNJ2 CACNA1C CALM1 CALM2 CALM3 TRDN AKAP9 ANK2 CAV3 SNTA1 KCNJ5
  `),
  brugada: symbols(`
    SCN5A CACNA1C CACNB2 SCN1B SCN3B GPD1L HCN4 KCND3 KCNE3 SCN2B TRPM4
  `),
  cpvt: symbols('RYR2 CASQ2 CALM1 CALM2 CALM3 TRDN TECRL KCNJ2'),
  taad: symbols(`
    FBN1 TGFBR1 TGFBR2 SMAD3 TGFB2 TGFB3 ACTA2 MYH11 MYLK PRKG1 LOX COL3A1 SMAD2 FOXE3 MAT2A MFAP5
    SKI NOTCH1 COL5A1 COL5A2 BGN EFEMP2 ELN FLNA
  `),
  fh: symbols('LDLR APOB PCSK9 LDLRAP1 APOE ABCG5 ABCG8 LIPA STAP1'),
  chd: symbols(`
    GATA4 NKX2-5 TBX5 TBX1 ZFPM2 NOTCH1 JAG1 ELN CHD7 NR2F2 MYH6 GATA6 TBX20 HAND2 CITED2 ZIC3
    NODAL CRELD1 FOXH1
  `),
  pah: symbols(`
    BMPR2 ACVRL1 ENG SMAD9 CAV1 KCNK3 TBX4 SOX17 ATP13A3 GDF2 AQP1 EIF2AK4
  `),
  rasopathy: symbols(`
    PTPN11 SOS1 RAF1 RIT1 KRAS NRAS BRAF MAP2K1 MAP2K2 HRAS SHOC2 CBL SOS2 LZTR1 PPP1CB RRAS NF1
    SPRED1 MRAS
  `),
  // The early-infantile epileptic encephalopathy genes, then the rest of the epilepsy panel's.
  eiee: symbols(`
    SCN1A SCN2A SCN8A KCNQ2 KCNQ3 CDKL5 STXBP1 PCDH19 SLC2A1 GABRA1 GABRG2 GRIN2A GRIN2B CHD2
    SYNGAP1 DEPDC5 TSC1 TSC2 MECP2 FOXG1 ARX KCNT1 SLC6A1 ALDH7A1 POLG CACNA1A HCN1 GNAO1 DNM1 WWOX
  `),
  epilepsy: symbols(`
    PRRT2 SCN1B STX1B NPRL2 NPRL3 SZT2 KCNA2 KCNB1 SPTAN1 CSTB EPM2A NHLRC1 TBC1D24 PNPO PLCB1
    ST3GAL3 UBE3A IQSEC2 SMC1A
  `),
  cmt: symbols(`
    PMP22 MPZ GJB1 MFN2 GDAP1 NEFL HSPB1 HSPB8 SH3TC2 MTMR2 SBF2 PRX EGR2 LITAF AARS GARS YARS
    DNM2 INF2 FGD4 NDRG1 FIG4 LRSAM1 DYNC1H1 TRPV4 BSCL2 SPTLC1 RAB7A
  `),
  dystrophy: symbols(`
    DMD CAPN3 DYSF SGCA SGCB SGCG SGCD FKRP ANO5 LMNA EMD FHL1 COL6A1 COL6A2 COL6A3 LAMA2 SELENON
    POMT1 POMT2 FKTN TRIM32 TCAP MYOT DNAJB6 CAV3 GAA PLEC
  `),
  als: symbols(`
    SOD1 TARDBP FUS C9orf72 VCP OPTN UBQLN2 TBK1 SQSTM1 PFN1 MATR3 CHCHD10 ANG SETX ALS2 VAPB GRN
    MAPT CHMP2B TUBA4A HNRNPA1 NEK1 SPG11 KIF5A
  `),
  parkinson: symbols(`
    SNCA LRRK2 PRKN PINK1 PARK7 VPS35 GBA ATP13A2 FBXO7 PLA2G6 DNAJC6 SYNJ1 VPS13C CHCHD2 GCH1
  `),
  ataxia: symbols(`
    ATXN1 ATXN2 ATXN3 CACNA1A ATXN7 TBP FXN ATM APTX SETX SPTBN2 KCNC3 PRKCG ITPR1 TTBK2 ELOVL4
    AFG3L2 FGF14 TDP1 SYNE1 SIL1 POLG ANO10 TTPA STUB1 PNKP
  `),
  hsp: symbols(`
    SPAST ATL1 REEP1 KIF5A SPG7 SPG11 ZFYVE26 CYP7B1 PLP1 L1CAM KIF1A NIPA1 HSPD1 BSCL2 SPG21
    DDHD2 FA2H AP4B1 AP4E1 AP4M1 AP4S1 B4GALNT1 ALDH18A1
  `),
  dementia: symbols(`
    APP PSEN1 PSEN2 MAPT GRN C9orf72 TREM2 CHMP2B VCP TARDBP FUS SQSTM1 TBK1 CSF1R NOTCH3 PRNP
    ITM2B APOE
  `),
  neurodevelopmental: symbols(`
    SHANK3 CHD8 ADNP ARID1B DYRK1A SCN2A SYNGAP1 PTEN FMR1 MECP2 ANKRD11 KMT2A NRXN1 CNTNAP2 TCF4
    FOXP1 GRIN2B CTNNB1 DDX3X KDM5C MED13L SETD5 TBR1 POGZ ASH1L KMT2C AUTS2 EHMT1 NSD1 CREBBP
    EP300 SMARCA4 SMARCB1 ARID1A KAT6A KAT6B PURA CASK HNRNPU STAG1
  `),
  mito: symbols(`
    POLG TWNK SURF1 NDUFS1 NDUFS4 NDUFV1 SCO2 COX10 OPA1 MFN2 TYMP RRM2B SUCLA2 SUCLG1 DGUOK MPV17
    TK2 PDHA1 SLC25A4 AARS2 DARS2 EARS2 FBXL4 SERAC1 TAZ ETFDH COQ2 COQ8A
  `),
  hboc: symbols(`
    BRCA1 BRCA2 PALB2 CHEK2 ATM TP53 PTEN CDH1 STK11 BARD1 BRIP1 RAD51C RAD51D NBN NF1
  `),
  lynch: symbols('MLH1 MSH2 MSH6 PMS2 EPCAM'),
  colorectal: symbols(`
    APC MUTYH MLH1 MSH2 MSH6 PMS2 EPCAM BMPR1A SMAD4 STK11 PTEN POLE POLD1 GREM1 NTHL1 AXIN2 MSH3
    CHEK2 TP53 CDH1
  `),
  comprehensiveCancer: symbols(`
    APC ATM AXIN2 BAP1 BARD1 BMPR1A BRCA1 BRCA2 BRIP1 CDC73 CDH1 CDK4 CDKN1B CDKN2A CHEK2 DICER1
    EPCAM FH FLCN GREM1 HOXB13 KIT MAX MEN1 MET MITF MLH1 MSH2 MSH3 MSH6 MUTYH NBN NF1 NF2 NTHL1
    PALB2 PDGFRA PMS2 POLD1 POLE POT1 PRKAR1A PTCH1 PTEN RAD50 RAD51C RAD51D RB1 RET RUNX1 SDHA
    SDHAF2 SDHB SDHC SDHD SMAD4 SMARCA4 SMARCB1 SMARCE1 STK11 SUFU TERT TMEM127 TP53 TSC1 TSC2 VHL
    WT1 BLM FANCC GALNT12
  `),
  pancreatic: symbols(`
    ATM BRCA1 BRCA2 CDKN2A PALB2 STK11 TP53 MLH1 MSH2 MSH6 PMS2 EPCAM CDK4 APC PRSS1 SPINK1 CFTR
    CTRC
  `),
  prostate: symbols(`
    BRCA1 BRCA2 ATM CHEK2 HOXB13 MLH1 MSH2 MSH6 PMS2 EPCAM PALB2 TP53 NBN RAD51D
  `),
  melanoma: symbols(`
    CDKN2A CDK4 BAP1 MITF POT1 TERT BRCA2 PTEN TP53 MC1R
  `),
  endocrine: symbols(`
    MEN1 RET CDKN1B VHL SDHA SDHB SDHC SDHD SDHAF2 TMEM127 MAX FH NF1 EPAS1 CDC73
  `),
  renal: symbols(`
    VHL FLCN FH MET BAP1 SDHB SDHC SDHD TSC1 TSC2 PTEN MITF
  `),
  gastric: symbols(`
    CDH1 CTNNA1 APC STK11 SMAD4 BMPR1A MLH1 MSH2 MSH6 PMS2 EPCAM TP53
  `),
  hematologic: symbols(`
    RUNX1 CEBPA GATA2 DDX41 ETV6 ANKRD26 TP53 SAMD9 SAMD9L SRP72
  `),
  carrier: symbols(`
    CFTR SMN1 HBB HBA1 HBA2 HEXA GBA FMR1 ASPA BLM FANCC MCOLN1 SMPD1 G6PC BCKDHA BCKDHB DLD PAH
    GALT ACADM ACADVL HADHA ATP7B CYP21A2 GJB2 PKHD1 DHCR7 MMUT PCCA PCCB IVD GAA NPHS1 TPP1 CLN3
    CLN5 PPT1 CLN6 CLN8 MFSD8 ABCA4 USH2A USH1C PCDH15 CLRN1 SLC26A4 ERCC6 ALPL ARSA GALC HEXB
    IDUA NAGLU SGSH GNS GUSB NEU1 SMARCAL1 CTNS TTPA SLC26A2 DYNC2H1 EVC EVC2 NEB RYR1 COL4A3
    COL4A4 CPS1 ASS1 ASL ARG1 OTC SLC22A5 CPT2 GLDC AGXT FAH HGD TAT PEX1 PEX6 ABCD1
  `),
  skeletal: symbols(`
    FGFR3 COL1A1 COL1A2 COL2A1 SOX9 RUNX2 SLC26A2 FLNB FLNA TRPV4 DYNC2H1 EVC EVC2 IFT80 WDR35
    NEK1 ALPL COMP MATN3 CRTAP P3H1 PPIB SERPINF1 TRIP11
  `),
  lysosomal: symbols(`
    GAA GLA GBA SMPD1 HEXA HEXB GALC ARSA IDUA IDS SGSH NAGLU HGSNAT GNS GALNS GLB1 ARSB GUSB NPC1
    NPC2 CLN3 PPT1 TPP1 CTSK NEU1 MAN2B1 FUCA1 AGA NAGA LIPA CTNS
  `),
  ureaCycle: symbols('OTC CPS1 ASS1 ASL ARG1 NAGS SLC25A15 SLC25A13'),
  fattyAcid: symbols(`
    ACADM ACADVL ACADS HADHA HADHB CPT1A CPT2 SLC22A5 SLC25A20 ETFA ETFB ETFDH HADH
  `),
  organicAcid: symbols(`
    MMUT MMAA MMAB MMACHC PCCA PCCB IVD MCCC1 MCCC2 HMGCL GCDH BCKDHA BCKDHB DBT
  `),
  glycogen: symbols(`
    G6PC SLC37A4 GAA AGL GBE1 PYGM PYGL PFKM PHKA2 PHKB PHKG2 GYS2 GYS1 PGAM2 LDHA
  `),
  pku: symbols('PAH PTS GCH1 QDPR PCBD1 DNAJC12 SPR'),
  ironCopper: symbols('HFE HJV HAMP TFR2 SLC40A1 ATP7B'),
  cdg: symbols(`
    PMM2 MPI ALG6 ALG1 ALG3 DPAGT1 SRD5A3 DOLK ALG12 ALG2 COG7 SLC35A2 PGM1
  `),
  hearing: symbols(`
    GJB2 GJB6 SLC26A4 MYO7A MYO15A OTOF CDH23 TMC1 TECTA USH2A PCDH15 MYO6 POU3F4 STRC OTOA
    TMPRSS3 LOXHD1 COL11A2 KCNQ4 WFS1 ACTG1 EYA4 MITF PAX3 SOX10 CHD7
  `),
  retinal: symbols(`
    ABCA4 RPGR RHO USH2A CEP290 RPE65 CRB1 PRPH2 EYS PRPF31 RP1 RP2 CNGA1 CNGB1 PDE6A PDE6B BEST1
    CHM RS1 GUCY2D NR2E3 MERTK CRX AIPL1 LCA5 TULP1
  `),
  kidney: symbols(`
    PKD1 PKD2 PKHD1 DZIP1L GANAB HNF1B UMOD MUC1 NPHP1 COL4A3 COL4A4 COL4A5 NPHS1 NPHS2 WT1 INF2
    TRPC6 ACTN4
  `),
};

const tat = { standard: '14-21 days', long: '21-28 days', short: '7-14 days', exome: '8-12 weeks' };

/**
 * The panels, a paragraph each: `code name`, then a field a line (a long one goes on, further
 * indented, on the next lines). Lists are separated by white space and synonyms by `;`; `...name`
 * in genes stands for that gene list; `turnaround`, when not the standard one, names one of `tat`.
 */
const panelTable = `
C1001 Hypertrophic Cardiomyopathy Panel
  categories: cardiology cardiomyopathy
  conditions: hypertrophic-cardiomyopathy cardiomyopathy
  genes: ...hcm
  synonyms: HCM panel
C1002 Dilated Cardiomyopathy Panel
  categories: cardiology cardiomyopathy
  conditions: dilated-cardiomyopathy cardiomyopathy
  genes: ...dcm
  synonyms: DCM panel
C1003 Arrhythmogenic Cardiomyopathy Panel
  categories: cardiology cardiomyopathy
  conditions: arrhythmogenic-cardiomyopathy
  genes: ...acm
  synonyms: ARVC panel
C1004 Comprehensive Cardiomyopathy Panel
  categories: cardiology cardiomyopathy
  conditions: hypertrophic-cardiomyopathy dilated-cardiomyopathy arrhythmogenic-cardiomyopathy
    cardiomyopathy
  genes: ...hcm ...dcm ...acm
  turnaround: long
C1005 Long QT Syndrome Panel
  categories: cardiology arrhythmia
  conditions: long-qt-syndrome sudden-cardiac-death-family-history
  genes: ...lqts
  synonyms: LQTS panel
C1006 Brugada Syndrome Panel
  categories: cardiology arrhythmia
  conditions: brugada-syndrome sudden-cardiac-death-family-history
  genes: ...brugada
C1007 CPVT Panel
  categories: cardiology arrhythmia
  conditions: cpvt sudden-cardiac-death-family-history
  genes: ...cpvt
  synonyms: catecholaminergic polymorphic ventricular tachycardia
C1008 Comprehensive Arrhythmia Panel
  categories: cardiology arrhythmia
  conditions: long-qt-syndrome brugada-syndrome cpvt sudden-cardiac-death-family-history
  genes: ...lqts ...brugada ...cpvt
C1009 Thoracic Aortic Aneurysm and Dissection Panel
  categories: cardiology aortopathy
  conditions: thoracic-aortic-aneurysm marfan-syndrome
  genes: ...taad
  synonyms: TAAD panel; aortopathy panel
C1010 Marfan Syndrome and Related Disorders Panel
  categories: cardiology aortopathy
  conditions: marfan-syndrome
  genes: FBN1 TGFBR1 TGFBR2 SMAD3 TGFB2 TGFB3 FBN2 COL3A1
C1011 Familial Hypercholesterolemia Panel
  categories: cardiology lipid-disorders
  conditions: familial-hypercholesterolemia
  genes: ...fh
  synonyms: FH panel; high cholesterol
C1012 Congenital Heart Disease Panel
  categories: cardiology congenital-heart
  conditions: congenital-heart-disease
  genes: ...chd
C1013 Pulmonary Arterial Hypertension Panel
  categories: cardiology
  conditions: pulmonary-arterial-hypertension
  genes: ...pah
C1014 Noonan Syndrome and RASopathies Panel
  categories: cardiology congenital-heart neurodevelopmental
  conditions: noonan-syndrome congenital-heart-disease
  genes: ...rasopathy
  synonyms: RASopathy panel
C1015 Comprehensive Cardiology Panel
  categories: cardiology
  conditions: cardiomyopathy long-qt-syndrome brugada-syndrome thoracic-aortic-aneurysm
    familial-hypercholesterolemia sudden-cardiac-death-family-history
  genes: ...hcm ...dcm ...acm ...lqts ...brugada ...cpvt ...taad ...fh
  turnaround: long
N2001 Comprehensive Epilepsy Panel
  categories: neurology epilepsy
  conditions: epilepsy epileptic-encephalopathy
  genes: ...eiee ...epilepsy
  synonyms: seizure panel
N2002 Early Infantile Epileptic Encephalopathy Panel
  categories: neurology epilepsy
  conditions: epileptic-encephalopathy epilepsy
  genes: ...eiee
  synonyms: EIEE panel; infantile spasms
  turnaround: short
N2003 Charcot-Marie-Tooth and Hereditary Neuropathy Panel
  categories: neurology neuromuscular
  conditions: charcot-marie-tooth
  genes: ...cmt
  synonyms: CMT panel
N2004 Muscular Dystrophy and Myopathy Panel
  categories: neurology neuromuscular
  conditions: muscular-dystrophy hypotonia
  genes: ...dystrophy
  synonyms: limb-girdle panel
N2005 Amyotrophic Lateral Sclerosis Panel
  categories: neurology neurodegenerative
  conditions: als dementia
  genes: ...als
  synonyms: ALS panel; motor neuron disease
N2006 Parkinson Disease Panel
  categories: neurology movement-disorders
  conditions: parkinson-disease
  genes: ...parkinson
N2007 Hereditary Ataxia Panel
  categories: neurology movement-disorders
  conditions: hereditary-ataxia
  genes: ...ataxia
  synonyms: spinocerebellar ataxia panel
N2008 Hereditary Spastic Paraplegia Panel
  categories: neurology movement-disorders
  conditions: hereditary-spastic-paraplegia
  genes: ...hsp
  synonyms: HSP panel
N2009 Early-Onset Dementia Panel
  categories: neurology neurodegenerative
  conditions: dementia
  genes: ...dementia
  synonyms: Alzheimer disease panel; frontotemporal dementia panel
N2010 Autism and Intellectual Disability Panel
  categories: neurology neurodevelopmental
  conditions: autism-spectrum-disorder intellectual-disability
  genes: ...neurodevelopmental
  synonyms: autism panel; developmental delay panel
N2011 Rett and Angelman Syndromes Panel
  categories: neurology neurodevelopmental
  conditions: rett-syndrome intellectual-disability
  genes: MECP2 CDKL5 FOXG1 UBE3A TCF4 SLC9A6 MEF2C ZEB2
N2012 Neuromuscular Comprehensive Panel
  categories: neurology neuromuscular
  conditions: muscular-dystrophy charcot-marie-tooth spinal-muscular-atrophy hypotonia
  genes: ...dystrophy ...cmt SMN1 NEB RYR1 ACTA1 MTM1 DNM2 TTN
  turnaround: long
N2013 Tuberous Sclerosis Complex (TSC1 and TSC2)
  categories: neurology epilepsy
  conditions: tuberous-sclerosis epilepsy
  genes: TSC1 TSC2
N2014 Neurofibromatosis and Legius Syndrome Panel
  categories: neurology oncology
  conditions: neurofibromatosis
  genes: NF1 NF2 SPRED1 SMARCB1 LZTR1
M5001 Mitochondrial Nuclear Gene Panel
  categories: metabolic mitochondrial neurology
  conditions: mitochondrial-disease hypotonia
  genes: ...mito
  synonyms: mito panel
H3001 Hereditary Breast and Ovarian Cancer Panel
  categories: oncology hereditary-cancer breast-ovarian-cancer
  conditions: hboc li-fraumeni-syndrome
  genes: ...hboc
  synonyms: HBOC panel; breast cancer panel
H3002 BRCA1 and BRCA2 Analysis
  categories: oncology hereditary-cancer breast-ovarian-cancer
  conditions: hboc
  genes: BRCA1 BRCA2
  synonyms: BRCA test
  turnaround: short
H3003 Lynch Syndrome Panel
  categories: oncology hereditary-cancer gastrointestinal-cancer
  conditions: lynch-syndrome
  genes: ...lynch
  synonyms: HNPCC panel
H3004 Hereditary Colorectal Cancer and Polyposis Panel
  categories: oncology hereditary-cancer gastrointestinal-cancer
  conditions: lynch-syndrome polyposis
  genes: ...colorectal
  synonyms: colon cancer panel
H3005 Comprehensive Hereditary Cancer Panel
  categories: oncology hereditary-cancer
  conditions: hboc lynch-syndrome polyposis pancreatic-cancer prostate-cancer melanoma renal-cancer
    gastric-cancer li-fraumeni-syndrome
  genes: ...comprehensiveCancer
  synonyms: pan-cancer panel
H3006 Hereditary Pancreatic Cancer Panel
  categories: oncology hereditary-cancer gastrointestinal-cancer
  conditions: pancreatic-cancer
  genes: ...pancreatic
H3007 Hereditary Prostate Cancer Panel
  categories: oncology hereditary-cancer
  conditions: prostate-cancer
  genes: ...prostate
H3008 Hereditary Melanoma Panel
  categories: oncology hereditary-cancer
  conditions: melanoma
  genes: ...melanoma
H3009 Endocrine Neoplasia and Paraganglioma Panel
  categories: oncology hereditary-cancer endocrine-cancer
  conditions: multiple-endocrine-neoplasia pheochromocytoma
  genes: ...endocrine
  synonyms: MEN panel; pheochromocytoma panel
H3010 Hereditary Renal Cancer Panel
  categories: oncology hereditary-cancer endocrine-cancer
  conditions: renal-cancer
  genes: ...renal
  synonyms: kidney cancer panel
H3011 Hereditary Diffuse Gastric Cancer Panel
  categories: oncology hereditary-cancer gastrointestinal-cancer
  conditions: gastric-cancer
  genes: ...gastric
H3012 Li-Fraumeni Syndrome (TP53)
  categories: oncology hereditary-cancer
  conditions: li-fraumeni-syndrome
  genes: TP53
H3013 Hereditary Hematologic Malignancy Panel
  categories: oncology hereditary-cancer
  conditions: li-fraumeni-syndrome
  genes: ...hematologic
P4001 Expanded Carrier Screening Panel
  categories: prenatal carrier-screening
  conditions: carrier-status cystic-fibrosis spinal-muscular-atrophy hemoglobinopathy
    tay-sachs-disease fragile-x-syndrome
  genes: ...carrier
  synonyms: ECS; preconception screening
P4002 Ashkenazi Jewish Carrier Screening Panel
  categories: prenatal carrier-screening
  conditions: carrier-status tay-sachs-disease
  genes: HEXA GBA ASPA BLM FANCC MCOLN1 SMPD1 BCKDHA BCKDHB DLD G6PC CFTR SMN1
P4003 Cystic Fibrosis Carrier and Diagnostic Test (CFTR)
  categories: prenatal carrier-screening
  conditions: cystic-fibrosis carrier-status
  genes: CFTR
  synonyms: CF test
P4004 Spinal Muscular Atrophy Carrier Test (SMN1)
  categories: prenatal carrier-screening neuromuscular
  conditions: spinal-muscular-atrophy carrier-status
  genes: SMN1 SMN2
  synonyms: SMA carrier
P4005 Fragile X Syndrome (FMR1 Repeat Analysis)
  categories: prenatal carrier-screening neurodevelopmental
  conditions: fragile-x-syndrome intellectual-disability
  genes: FMR1
P4006 Hemoglobinopathy Panel
  categories: prenatal carrier-screening
  conditions: hemoglobinopathy carrier-status
  genes: HBB HBA1 HBA2
  synonyms: sickle cell; thalassemia
P4007 Fetal Skeletal Dysplasia Panel
  categories: prenatal fetal-testing
  conditions: skeletal-dysplasia fetal-anomaly
  genes: ...skeletal
  turnaround: short
P4008 Prenatal RASopathy Panel
  categories: prenatal fetal-testing
  conditions: noonan-syndrome fetal-anomaly
  genes: ...rasopathy
  turnaround: short
M5002 Lysosomal Storage Disorders Panel
  categories: metabolic lysosomal
  conditions: lysosomal-storage-disease
  genes: ...lysosomal
M5003 Urea Cycle Disorders Panel
  categories: metabolic inborn-errors
  conditions: urea-cycle-disorder
  genes: ...ureaCycle
M5004 Fatty Acid Oxidation Disorders Panel
  categories: metabolic inborn-errors
  conditions: fatty-acid-oxidation-disorder
  genes: ...fattyAcid
M5005 Organic Acidemias Panel
  categories: metabolic inborn-errors
  conditions: organic-acidemia
  genes: ...organicAcid
M5006 Glycogen Storage Disease Panel
  categories: metabolic inborn-errors
  conditions: glycogen-storage-disease
  genes: ...glycogen
M5007 Phenylketonuria and BH4 Deficiency Panel
  categories: metabolic inborn-errors
  conditions: phenylketonuria
  genes: ...pku
  synonyms: PKU panel
M5008 Hemochromatosis and Wilson Disease Panel
  categories: metabolic inborn-errors
  conditions: iron-copper-overload
  genes: ...ironCopper
M5009 Congenital Disorders of Glycosylation Panel
  categories: metabolic inborn-errors
  conditions: congenital-disorder-of-glycosylation
  genes: ...cdg
  synonyms: CDG panel
S6001 Hereditary Hearing Loss Panel
  categories: sensory
  conditions: hearing-loss
  genes: ...hearing
  synonyms: deafness panel
S6002 Inherited Retinal Dystrophy Panel
  categories: sensory
  conditions: retinal-dystrophy
  genes: ...retinal
  synonyms: retinitis pigmentosa panel
K7001 Polycystic and Cystic Kidney Disease Panel
  categories: nephrology
  conditions: polycystic-kidney-disease
  genes: ...kidney
  synonyms: PKD panel
`;

const panelFields = new Set(['categories', 'conditions', 'genes', 'synonyms', 'turnaround']);
const categoryIds = new Set(catalogueCategories.map((category) => category.id));
const conditionIds = new Set(catalogueConditions.map((condition) => condition.id));

/**
 * A panel table's panels in its order. It refuses what a typo would otherwise turn into a silent
 * gap: a line it does not know, a turnaround not in `tat`, a category or condition the catalogue
 * does not define (the panel would be missing from that category's or condition's search).
 */
export function panelsOf(table: string): PanelDefinition[] {
  const list = (value = '') => value.split(/\s+/).filter((item) => item !== '');
  const known = (code: string, kind: string, ids: ReadonlySet<string>, value?: string) => {
    const items = list(value);
    const unknown = items.filter((id) => !ids.has(id));
    if (unknown.length > 0) throw new Error(`Panel ${code}: no ${kind} ${unknown.join(', ')}`);
    return items;
  };
  const genesOf = (item: string) => {
    if (!item.startsWith('...')) return [item];
    const genes = geneLists[item.slice(3)];
    if (!genes) throw new Error(`No gene list ${item.slice(3)}`);
    return genes;
  };
  return table
    .replace(/\n {4,}/g, ' ')
    .trim()
    .split(/\n(?=\S)/)
    .map((paragraph) => {
      const [head = '', ...lines] = paragraph.split('\n');
      const [, code = '', name = ''] = /^(\S+) (.*)$/.exec(head) ?? [];
      const fields = new Map(
        lines.map((line) => {
          const [, key = '', value = ''] = /^\s*(\w+): (.*)$/.exec(line) ?? [];
          // A mistyped line would otherwise drop its field without a word.
          if (!panelFields.has(key))
            throw new Error(`Panel ${code}: unknown line "${line.trim()}"`);
          return [key, value];
        }),
      );
      const synonyms = fields.get('synonyms');
      const turnaround = fields.get('turnaround');
      if (turnaround !== undefined && !Object.hasOwn(tat, turnaround)) {
        throw new Error(`Panel ${code}: no turnaround "${turnaround}"`);
      }
      return {
        code,
        name,
        categories: known(code, 'category', categoryIds, fields.get('categories')),
        conditions: known(code, 'condition', conditionIds, fields.get('conditions')),
        genes: list(fields.get('genes')).flatMap(genesOf),
        ...(synonyms !== undefined && { synonyms: synonyms.split('; ') }),
        ...(turnaround !== undefined && { turnaroundTime: tat[turnaround as keyof typeof tat] }),
      };
    });
}

export const cataloguePanels: readonly PanelDefinition[] = panelsOf(panelTable);

export const turnaroundTimes = tat;
