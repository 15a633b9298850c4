import type {
  CashFlowCase,
  CashFlowCaseData,
  CostsPricingCase,
  PlanningCase,
  ProfitabilityCase,
  UnitEconomicsCase,
} from './book-case-types.ts';
import { toCentavos as mxn } from './money.ts';

/**
 * The book's six example cases (spec 001 §3), illustrative Mexican small businesses, amounts
 * in MXN without IVA. Their expected results are computed from `data` (`caseExpectedResults`);
 * the explanations walk through the same arithmetic, checked by `book-cases.test.ts`.
 */

/** Twelve calendar months of [income, expense] in pesos, January first. */
function year(months: readonly (readonly [number, number])[]): CashFlowCaseData['monthly'] {
  if (months.length !== 12) throw new RangeError('Un año de caso tiene 12 meses');
  return months.map(([income, expense]) => ({
    incomeCentavos: mxn(income),
    expenseCentavos: mxn(expense),
  })) as unknown as CashFlowCaseData['monthly'];
}

export const FAMILY_RESTAURANT: CashFlowCase = {
  id: 'restaurante-familiar',
  title: 'Restaurante familiar: utilidad con poca caja',
  description:
    'Doña Tere y sus hijos tienen La Cazuela, un restaurante de comida mexicana en Morelia. Venden $2,280,000 al año y todos los meses les queda algo, salvo en la cuesta de enero; una oficina vecina les paga las comidas de su personal a fin de mes. Aun así, la caja apenas cubre medio mes de gastos.',
  chapter: 3,
  category: 'cash-flow',
  difficulty: 'basic',
  data: {
    cashCentavos: mxn(85_000),
    receivablesCentavos: mxn(42_000),
    payablesCentavos: mxn(30_000),
    monthly: year([
      [170_000, 178_000],
      [175_000, 168_000],
      [185_000, 172_000],
      [190_000, 175_000],
      [200_000, 180_000],
      [185_000, 172_000],
      [180_000, 170_000],
      [180_000, 170_000],
      [175_000, 168_000],
      [185_000, 172_000],
      [195_000, 178_000],
      // December: posadas and year-end dinners, and the staff's aguinaldo.
      [260_000, 233_000],
    ]),
  },
  expectedResults: [
    {
      key: 'average-net-flow',
      label: 'Flujo neto de un mes promedio del año',
      unit: 'money',
      explanation:
        'Ingresos del año ($2,280,000) menos gastos ($2,136,000) = $144,000; entre 12 meses, $12,000 al mes.',
    },
    {
      key: 'flow-margin',
      label: 'Margen de flujo del año',
      unit: 'percent',
      explanation:
        '$144,000 ÷ $2,280,000 = 6.3 %: de cada $100 que vende le quedan poco más de $6 en caja. Debajo de 10 % se marca en rojo y debajo de 15 % aparece el aviso de margen bajo.',
    },
    {
      key: 'runway',
      label: 'Autonomía con el mes promedio del año',
      unit: 'months',
      nullText: 'Sin límite',
      explanation:
        'Su mes promedio deja $12,000, así que la caja no se agota: la autonomía solo tiene límite cuando el mes típico pierde dinero.',
    },
    {
      key: 'liquidity-ratio',
      label: 'Razón de liquidez con el mes promedio del año',
      unit: 'ratio',
      explanation:
        '$85,000 en caja ÷ $178,000 de gastos de un mes promedio = 0.48: no alcanza ni para medio mes. El libro recomienda una reserva de 2 meses de costos.',
    },
    {
      key: 'best-month',
      label: 'Ventas del mejor mes: diciembre',
      unit: 'money',
      explanation: 'Posadas, cenas de fin de año y clientes con aguinaldo: $260,000 de ventas.',
    },
    {
      key: 'worst-month',
      label: 'Ventas del mes más flojo: enero',
      unit: 'money',
      explanation:
        'La cuesta de enero: $170,000 de ventas contra $178,000 de gastos, el único mes con flujo negativo (−$8,000).',
    },
  ],
  learningObjectives: [
    'Calcular el flujo neto y el margen de flujo de un año de ingresos y gastos.',
    'Distinguir un negocio con utilidad de uno con caja suficiente: la razón de liquidez.',
    'Entender por qué la autonomía no tiene límite cuando el mes típico deja utilidad.',
    'Reconocer la cuesta de enero y preparar la caja desde diciembre.',
  ],
};

export const SEASONAL_CAFE: CashFlowCase = {
  id: 'cafeteria-de-temporada',
  title: 'Cafetería de temporada en la costa',
  description:
    'Café Marea, en Puerto Escondido, Oaxaca, vive del turismo: vacaciones de invierno, Semana Santa y verano. En diciembre vende $150,000; en septiembre, con las lluvias, apenas $45,000. Sus meses buenos se ven prósperos, pero el año cierra con pérdida y la caja se está quedando corta.',
  chapter: 3,
  category: 'cash-flow',
  difficulty: 'advanced',
  data: {
    cashCentavos: mxn(25_000),
    receivablesCentavos: mxn(6_000),
    payablesCentavos: mxn(18_000),
    // Fixed costs of $64,000 a month, 40 % of sales in supplies, $12,000 of aguinaldo in December.
    monthly: year([
      [135_000, 118_000],
      [85_000, 98_000],
      [120_000, 112_000],
      [140_000, 120_000],
      [70_000, 92_000],
      [60_000, 88_000],
      [135_000, 118_000],
      [130_000, 116_000],
      [45_000, 82_000],
      [50_000, 84_000],
      [80_000, 96_000],
      [150_000, 136_000],
    ]),
  },
  expectedResults: [
    {
      key: 'average-net-flow',
      label: 'Flujo neto de un mes promedio del año',
      unit: 'money',
      explanation:
        '$1,200,000 de ingresos menos $1,260,000 de gastos = −$60,000 en el año: −$5,000 al mes. Ese es el burn rate de su mes promedio.',
    },
    {
      key: 'flow-margin',
      label: 'Margen de flujo del año',
      unit: 'percent',
      explanation:
        '−$60,000 ÷ $1,200,000 = −5 %, en rojo: los $90,000 que dejan sus seis meses buenos no cubren los $150,000 que pierde en los seis flojos.',
    },
    {
      key: 'runway',
      label: 'Autonomía con el mes promedio del año',
      unit: 'months',
      nullText: 'Sin límite',
      explanation:
        '$25,000 en caja ÷ $5,000 de pérdida al mes = 5 meses: riesgo medio (menos de 6) y consejo de precaución, formar una reserva.',
    },
    {
      key: 'liquidity-ratio',
      label: 'Razón de liquidez con el mes promedio del año',
      unit: 'ratio',
      explanation:
        '$25,000 ÷ $105,000 de gastos de un mes promedio = 0.24, una semana de gastos. Un negocio tan estacional necesita una reserva de 3 meses de costos.',
    },
    {
      key: 'best-month',
      label: 'Ventas del mejor mes: diciembre',
      unit: 'money',
      explanation:
        'Las vacaciones de invierno: $150,000 de ventas, aunque ese mes también paga $12,000 de aguinaldos.',
    },
    {
      key: 'worst-month',
      label: 'Ventas del mes más flojo: septiembre',
      unit: 'money',
      explanation:
        'Lluvias y temporada de huracanes: $45,000 de ventas contra $82,000 de gastos, una pérdida de $37,000.',
    },
    {
      key: 'seasonal-swing',
      label: 'Diferencia entre temporadas',
      unit: 'percent',
      explanation:
        '(Mejor mes − mes más flojo) ÷ mes promedio = ($150,000 − $45,000) ÷ $100,000 = 105 %. Arriba de 30 % conviene planear por temporadas (capítulo 15).',
    },
  ],
  learningObjectives: [
    'Ver cómo una temporada alta puede esconder un año con pérdida.',
    'Calcular el burn rate y la autonomía con el mes promedio del año.',
    'Medir la estacionalidad: el mejor mes, el más flojo y la diferencia entre ellos.',
    'Planear una reserva para la temporada baja y el aguinaldo de diciembre.',
  ],
};

export const ONLINE_SHOP: UnitEconomicsCase = {
  id: 'tienda-en-linea',
  title: 'Tienda en línea de salsas artesanales',
  description:
    'Salsas Doña Chayo, el ejemplo del capítulo 5: Rosario vende desde Oaxaca, por internet, un kit de tres salsas a $320. Gasta $18,000 al mes en anuncios y muestras y consigue 60 clientes nuevos, que compran un kit cada dos meses. ¿Le conviene cada cliente que consigue?',
  chapter: 5,
  category: 'unit-economics',
  difficulty: 'basic',
  data: {
    productName: 'Kit de tres salsas',
    inputs: {
      pricePerUnitCentavos: mxn(320),
      // Product $110, shipping $60, packaging $8 and the payment gateway's fee $12.
      variableCostsCentavos: mxn(190),
      marketingSpendCentavos: mxn(18_000),
      newCustomers: 60,
      avgPurchaseFreq: 0.5,
      retentionMonths: 8,
    },
  },
  expectedResults: [
    {
      key: 'contribution-margin',
      label: 'Margen de contribución por kit',
      unit: 'money',
      explanation:
        'Precio $320 menos costos variables $190 (producto $110, envío $60, empaque $8 y comisión de pago $12) = $130.',
    },
    {
      key: 'coca',
      label: 'Costo de adquisición por cliente (COCA)',
      unit: 'money',
      explanation: '$18,000 de anuncios y muestras ÷ 60 clientes nuevos = $300.',
    },
    {
      key: 'ltv',
      label: 'Valor de vida del cliente (LTV)',
      unit: 'money',
      explanation: '$130 × 0.5 compras al mes × 8 meses = $520.',
    },
    {
      key: 'ltv-coca-ratio',
      label: 'Razón LTV/COCA',
      unit: 'ratio',
      explanation:
        '$520 ÷ $300 = 1.73: banda marginal (de 1 a menos de 3). Cada cliente deja menos de dos veces lo que costó conseguirlo.',
    },
    {
      key: 'payback',
      label: 'Recuperación del COCA',
      unit: 'months',
      explanation: '$300 ÷ ($130 × 0.5) = $300 ÷ $65 al mes = 4.6 meses.',
    },
    {
      key: 'monthly-churn',
      label: 'Abandono mensual',
      unit: 'percent',
      explanation: '1 ÷ 8 meses de permanencia = 12.5 % de sus clientes se va cada mes.',
    },
  ],
  learningObjectives: [
    'Calcular el margen de contribución, el COCA y el LTV de un producto.',
    'Leer la razón LTV/COCA y su banda.',
    'Medir en cuántos meses se recupera lo que cuesta conseguir un cliente.',
    'Reconocer las palancas: frecuencia de compra, retención y costo de adquisición.',
  ],
};

export const ARTISAN_BAKERY: CostsPricingCase = {
  id: 'panaderia-artesanal',
  title: 'Panadería artesanal: equilibrio y precio',
  description:
    'Julián hornea pan de masa madre, conchas y pasteles por encargo en Horno de Piedra, su panadería en Xalapa. Vende $151,800 al mes y tiene $70,000 de costos fijos. ¿Cuánto necesita vender para no perder, qué producto paga la renta y está bien cobrado su pastel?',
  chapter: 9,
  category: 'costs-pricing',
  difficulty: 'intermediate',
  data: {
    products: [
      {
        id: 'hogaza',
        name: 'Hogaza de masa madre',
        priceCentavos: mxn(95),
        variableCostCentavos: mxn(38),
        monthlySales: 600,
      },
      {
        id: 'concha',
        name: 'Concha artesanal',
        priceCentavos: mxn(22),
        variableCostCentavos: mxn(8),
        monthlySales: 3_000,
      },
      {
        id: 'pastel',
        name: 'Pastel por encargo',
        priceCentavos: mxn(480),
        variableCostCentavos: mxn(210),
        monthlySales: 60,
      },
    ],
    fixedCosts: [
      { name: 'Renta del local', amountCentavos: mxn(16_000), category: 'Renta', recurring: true },
      {
        name: 'Sueldos e IMSS de dos panaderos',
        amountCentavos: mxn(32_000),
        category: 'Nómina',
        recurring: true,
      },
      {
        name: 'Gas y luz del horno',
        amountCentavos: mxn(9_000),
        category: 'Servicios',
        recurring: true,
      },
      {
        name: 'Sueldo de Julián',
        amountCentavos: mxn(10_000),
        category: 'Nómina',
        recurring: true,
      },
      { name: 'Contador', amountCentavos: mxn(2_000), category: 'Administración', recurring: true },
      {
        name: 'Mantenimiento del horno (al año)',
        amountCentavos: mxn(12_000),
        category: 'Mantenimiento',
        recurring: false,
      },
    ],
    pricing: {
      productId: 'pastel',
      targetMarginPercent: 60,
      competitorPriceCentavos: mxn(550),
      priceElasticity: -1.5,
    },
  },
  expectedResults: [
    {
      key: 'contribution-margin-percent',
      label: 'Margen de contribución del negocio',
      unit: 'percent',
      explanation:
        'Contribución del mes: hogazas 600 × $57 = $34,200, conchas 3,000 × $14 = $42,000 y pasteles 60 × $270 = $16,200; $92,400 ÷ $151,800 de ventas = 60.9 %.',
    },
    {
      key: 'contribution-share:concha',
      label: 'Parte de la contribución que aporta la concha',
      unit: 'percent',
      explanation:
        '$42,000 de $92,400 = 45.5 %: la pieza más barata es la que más paga los costos fijos, porque vende 3,000 al mes.',
    },
    {
      key: 'monthly-net-profit',
      label: 'Utilidad del mes',
      unit: 'money',
      explanation:
        '$92,400 de contribución − $70,000 de costos fijos (el mantenimiento del horno, $12,000 al año, cuenta $1,000 al mes) = $22,400.',
    },
    {
      key: 'break-even-revenue',
      label: 'Punto de equilibrio en ventas',
      unit: 'money',
      explanation:
        '$70,000 de costos fijos ÷ 60.87 % de margen de contribución = $115,000 de ventas al mes para no perder ni ganar.',
    },
    {
      key: 'margin-of-safety',
      label: 'Margen de seguridad',
      unit: 'percent',
      explanation:
        '($151,800 − $115,000) ÷ $151,800 = 24.2 %: sus ventas pueden caer casi una cuarta parte antes de perder dinero.',
    },
    {
      key: 'pricing-margin',
      label: 'Margen del pastel por encargo',
      unit: 'percent',
      explanation:
        '($480 − $210) ÷ $480 = 56.3 %: saludable (40 % o más), pero debajo de su margen objetivo de 60 %.',
    },
    {
      key: 'optimal-price',
      label: 'Precio del pastel con margen de 60 %',
      unit: 'money',
      explanation:
        '$210 ÷ (1 − 0.60) = $525. La competencia cobra $550: puede subir el precio sin quedar por encima.',
    },
  ],
  learningObjectives: [
    'Calcular el margen de contribución de cada producto y del negocio completo.',
    'Saber qué producto paga los costos fijos.',
    'Calcular el punto de equilibrio en ventas y el margen de seguridad.',
    'Fijar un precio con margen objetivo y compararlo con el de la competencia.',
  ],
};

export const GYM_EXPANSION: ProfitabilityCase = {
  id: 'expansion-de-gimnasio',
  title: 'Expansión de un gimnasio: ¿qué inversión rinde?',
  description:
    'Héctor, dueño del Gimnasio Fuerza Norte en Monterrey, quiere crecer: remodelar el área de pesas, comprar equipo de cardio y lanzar clases grupales con una campaña en redes. Son $330,000 de inversión. ¿Cuál rinde más, en cuánto tiempo se recupera cada una y qué tan sano está el gimnasio hoy?',
  chapter: 11,
  category: 'profitability',
  difficulty: 'advanced',
  data: {
    figures: {
      totalRevenueCentavos: mxn(200_000),
      // Cost of services $70,000 (instructors per class, cleaning, towels) + $90,000 operating.
      totalCostsCentavos: mxn(160_000),
      grossProfitCentavos: mxn(130_000),
      operatingExpensesCentavos: mxn(90_000),
      taxesCentavos: mxn(12_000),
      netProfitCentavos: mxn(28_000),
    },
    investments: [
      {
        id: 'remodelacion',
        name: 'Remodelación del área de pesas',
        type: 'expansion',
        initialCostCentavos: mxn(120_000),
        monthlyReturnCentavos: mxn(14_000),
        durationMonths: 24,
        riskLevel: 'medium',
      },
      {
        id: 'cardio',
        name: 'Equipo de cardio',
        type: 'equipment',
        initialCostCentavos: mxn(180_000),
        monthlyReturnCentavos: mxn(9_000),
        durationMonths: 36,
        riskLevel: 'low',
      },
      {
        id: 'campana',
        name: 'Campaña de clases grupales',
        type: 'marketing',
        initialCostCentavos: mxn(30_000),
        monthlyReturnCentavos: mxn(4_500),
        durationMonths: 6,
        riskLevel: 'high',
      },
    ],
  },
  expectedResults: [
    {
      key: 'net-margin',
      label: 'Margen neto del gimnasio',
      unit: 'percent',
      explanation:
        '$28,000 de utilidad neta ÷ $200,000 de ingresos = 14 %, apenas debajo de la referencia de 15 %.',
    },
    {
      key: 'ebitda',
      label: 'EBITDA del mes',
      unit: 'money',
      explanation:
        'Utilidad neta $28,000 + impuestos $12,000 = $40,000 (estas cifras no tienen intereses ni depreciación).',
    },
    {
      key: 'roi:remodelacion',
      label: 'ROI de la remodelación',
      unit: 'percent',
      explanation: '($14,000 × 24 meses − $120,000) ÷ $120,000 = $216,000 ÷ $120,000 = 180 %.',
    },
    {
      key: 'payback:remodelacion',
      label: 'Recuperación de la remodelación',
      unit: 'months',
      explanation: '$120,000 ÷ $14,000 al mes = 8.6 meses.',
    },
    {
      key: 'annualized-roi:cardio',
      label: 'ROI anualizado del equipo de cardio',
      unit: 'percent',
      explanation:
        'ROI de ($9,000 × 36 − $180,000) ÷ $180,000 = 80 % en 3 años: 80 ÷ 3 = 26.7 % al año. Rinde, pero despacio: se recupera en 20 meses.',
    },
    {
      key: 'roi:campana',
      label: 'ROI de la campaña',
      unit: 'percent',
      explanation:
        '$4,500 × 6 meses = $27,000, menos de los $30,000 que cuesta: −10 %. Necesitaría 6.7 meses para recuperarse y solo dura 6.',
    },
    {
      key: 'portfolio-payback',
      label: 'Recuperación de la expansión completa',
      unit: 'months',
      explanation: '$330,000 de las tres inversiones ÷ $27,500 al mes entre las tres = 12 meses.',
    },
  ],
  learningObjectives: [
    'Calcular el ROI total y el anualizado de una inversión.',
    'Calcular en cuántos meses se recupera cada inversión y la expansión completa.',
    'Comparar proyectos de distinta duración y riesgo.',
    'Leer el margen neto y el EBITDA antes de invertir.',
  ],
};

export const MARKETING_CONSULTANCY: PlanningCase = {
  id: 'consultoria-de-marketing',
  title: 'Consultoría de marketing: presupuesto y escenarios',
  description:
    'Ana y Luis dirigen Brújula, una consultoría de marketing digital en Mérida que cobra igualas mensuales y proyectos sueltos. Planearon vender $180,000 y gastar $135,000 este mes. ¿Qué tan preciso fue su presupuesto, cómo va su fondo de reserva, cuánto esperan ganar entre escenarios y cómo se ve su mes 12?',
  chapter: 13,
  category: 'planning',
  difficulty: 'intermediate',
  data: {
    monthlyRevenueCentavos: mxn(180_000),
    monthlyCostsCentavos: mxn(135_000),
    budget: [
      {
        category: 'Igualas mensuales',
        type: 'income',
        plannedCentavos: mxn(150_000),
        actualCentavos: mxn(144_000),
      },
      {
        category: 'Proyectos sueltos',
        type: 'income',
        plannedCentavos: mxn(30_000),
        actualCentavos: mxn(41_000),
      },
      {
        category: 'Sueldos e IMSS',
        type: 'expense',
        plannedCentavos: mxn(90_000),
        actualCentavos: mxn(90_000),
      },
      {
        category: 'Freelancers',
        type: 'expense',
        plannedCentavos: mxn(15_000),
        actualCentavos: mxn(21_500),
      },
      {
        category: 'Software y herramientas',
        type: 'expense',
        plannedCentavos: mxn(8_000),
        actualCentavos: mxn(8_400),
      },
      {
        category: 'Renta de oficina compartida',
        type: 'expense',
        plannedCentavos: mxn(12_000),
        actualCentavos: mxn(12_000),
      },
      {
        category: 'Publicidad propia',
        type: 'expense',
        plannedCentavos: mxn(10_000),
        actualCentavos: mxn(6_000),
      },
    ],
    goals: [
      {
        id: 'fondo-de-reserva',
        name: 'Fondo de reserva de tres meses',
        category: 'savings',
        priority: 'high',
        targetAmountCentavos: mxn(405_000),
        currentAmountCentavos: mxn(243_000),
        monthsToDeadline: 8,
      },
      {
        id: 'computadoras',
        name: 'Renovar las computadoras',
        category: 'investment',
        priority: 'medium',
        targetAmountCentavos: mxn(90_000),
        currentAmountCentavos: mxn(81_000),
        monthsToDeadline: 3,
      },
    ],
    scenarios: [
      {
        id: 'optimista',
        name: 'Dos igualas nuevas',
        probability: 25,
        revenueImpact: 25,
        costImpact: 12,
        description: 'Cierran dos clientes de iguala y contratan más horas de freelancers.',
      },
      {
        id: 'base',
        name: 'Como hoy',
        probability: 50,
        revenueImpact: 0,
        costImpact: 0,
        description: 'Mantienen a sus clientes actuales.',
      },
      {
        id: 'pierde-cliente',
        name: 'Se va el cliente más grande',
        probability: 20,
        revenueImpact: -30,
        costImpact: -8,
        description: 'Su cliente principal, 30 % de las ventas, se va y recortan freelancers.',
      },
      {
        id: 'recorte',
        name: 'Recorte de presupuestos de marketing',
        probability: 5,
        revenueImpact: -45,
        costImpact: -16,
        description: 'Una mala racha de la economía hace que varios clientes pausen sus igualas.',
      },
    ],
  },
  expectedResults: [
    {
      key: 'budget-variance',
      label: 'Variación de la utilidad',
      unit: 'money',
      explanation:
        'Ingresos: $185,000 reales − $180,000 planeados = +$5,000, a favor. Gastos: $137,900 − $135,000 = +$2,900, en contra. Utilidad: $5,000 − $2,900 = +$2,100: el veredicto, a favor.',
    },
    {
      key: 'budget-accuracy',
      label: 'Precisión del presupuesto',
      unit: 'percent',
      explanation:
        '100 − $2,100 ÷ $45,000 de utilidad planeada × 100 = 95.3 %: verde, y lo sería con cualquier precisión, porque su utilidad real ($47,100) alcanzó la planeada.',
    },
    {
      key: 'goal-progress:fondo-de-reserva',
      label: 'Avance del fondo de reserva',
      unit: 'percent',
      explanation:
        '$243,000 de $405,000 (tres meses de costos) = 60 %: atrasada, entre 50 % y 75 %.',
    },
    {
      key: 'goal-remaining:fondo-de-reserva',
      label: 'Lo que falta para el fondo de reserva',
      unit: 'money',
      explanation: '$405,000 − $243,000 = $162,000, unos $20,250 al mes en 8 meses.',
    },
    {
      key: 'expected-profit',
      label: 'Utilidad esperada entre escenarios',
      unit: 'money',
      explanation:
        '$73,800 × 25 % + $45,000 × 50 % + $1,800 × 20 % − $14,400 × 5 % = $40,590 al mes, menos que los $45,000 de un mes como hoy.',
    },
    {
      key: 'forecast-month-12-profit',
      label: 'Utilidad del mes 12, caso realista',
      unit: 'money',
      explanation:
        'Con 8 % de crecimiento al año, el factor del mes 12 es 1.0830: ingresos $180,000 × 1.0830 = $194,940; costos $135,000 × 1.0830 = $146,205; utilidad $48,735.',
    },
  ],
  learningObjectives: [
    'Comparar presupuesto contra real y calcular la variación y la precisión.',
    'Medir el avance de una meta financiera y lo que falta.',
    'Calcular la utilidad esperada ponderando escenarios por su probabilidad.',
    'Leer la proyección realista a 12 meses.',
  ],
};
