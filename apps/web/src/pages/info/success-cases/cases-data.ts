import { type Centavos, centavos } from '@caudal/finance/money';
/**
 * Success cases (000 §3 "Success case"). These are illustrative examples written by us: the
 * businesses, people and figures are fictional, and the page says so.
 */
export type SuccessCase = {
  id: string;
  empresa: string;
  ciudad: string;
  sector: string;
  tamano: string;
  resultados: {
    /** Sales growth, percent. */
    crecimiento: number;
    /** Monthly saving, pesos. */
    /** Monthly savings. */
    ahorro: Centavos;
    /** Hours a month no longer spent on spreadsheets. */
    tiempo: number;
    /** Return on what the change cost them in the first year, percent. */
    roi: number;
  };
  testimonio: string;
  autor: string;
  cargo: string;
  desafio: string;
  solucion: string;
  /** How long the results took. */
  tiempo: string;
  /** The book chapter they leaned on. */
  capitulo: { numero: number; titulo: string };
};

export const SUCCESS_CASES: readonly SuccessCase[] = [
  {
    id: 'panaderia-puebla',
    empresa: 'Panadería La Espiga',
    ciudad: 'Puebla, Puebla',
    sector: 'Alimentos y bebidas',
    tamano: '2 sucursales, 9 empleados',
    resultados: { crecimiento: 18, ahorro: centavos(14_500_00), tiempo: 10, roi: 240 },
    testimonio:
      'Vendíamos más cada mes y aun así nos faltaba dinero para la harina. Ver la caja semana por semana nos enseñó que el problema era cuándo cobrábamos, no cuánto vendíamos.',
    autor: 'Mariana Solís',
    cargo: 'Dueña',
    desafio:
      'Las ventas a cafeterías se cobraban a 30 días, pero la harina y el gas se pagaban cada semana. Aunque el negocio crecía, cada quincena había que pedir prestado para la nómina.',
    solucion:
      'Registraron sus entradas y salidas en el flujo de caja, proyectaron las siguientes 13 semanas y negociaron cobrar a 15 días a sus clientes mayoristas. Con el costo por pieza a la vista, ajustaron la producción diaria para reducir la merma.',
    tiempo: '4 meses',
    capitulo: { numero: 3, titulo: 'Flujo de efectivo' },
  },
  {
    id: 'tienda-en-linea-guadalajara',
    empresa: 'Barro Rojo Cerámica',
    ciudad: 'Guadalajara, Jalisco',
    sector: 'Comercio en línea',
    tamano: '4 personas',
    resultados: { crecimiento: 12, ahorro: centavos(9_800_00), tiempo: 6, roi: 180 },
    testimonio:
      'Creíamos que el envío gratis nos hacía crecer. Al calcular el margen de cada pedido vimos que en las piezas chicas perdíamos dinero con cada venta.',
    autor: 'Andrés Villaseñor',
    cargo: 'Cofundador',
    desafio:
      'Vendían por su tienda en línea y en un marketplace, con envío gratis en todo y anuncios para todo el catálogo. Entre comisiones, empaque y paquetería, no sabían cuánto ganaban por pedido.',
    solucion:
      'Calcularon la economía unitaria de cada producto: precio, costo, comisión, envío y costo de adquisición. Pusieron un monto mínimo para el envío gratis y dejaron de anunciar las piezas con margen de contribución negativo.',
    tiempo: '3 meses',
    capitulo: { numero: 5, titulo: 'Economía unitaria' },
  },
  {
    id: 'consultoria-cdmx',
    empresa: 'Norte Claro Consultores',
    ciudad: 'Ciudad de México',
    sector: 'Consultoría',
    tamano: '12 empleados',
    resultados: { crecimiento: 22, ahorro: centavos(21_000_00), tiempo: 12, roi: 310 },
    testimonio:
      'Cobrábamos lo mismo a todos los clientes y trabajábamos el doble para algunos. Hoy cotizamos sabiendo cuánto nos cuesta cada hora del equipo.',
    autor: 'Gabriela Ortega',
    cargo: 'Directora general',
    desafio:
      'Cotizaban cada proyecto a precio fijo y los proyectos se alargaban. Las horas extra no se cobraban y no sabían qué clientes les dejaban utilidad y cuáles no.',
    solucion:
      'Separaron sus costos fijos y variables, calcularon el costo por hora de su equipo y fijaron precios con un margen objetivo. Revisaron la rentabilidad por cliente cada mes y renegociaron los dos contratos que perdían dinero.',
    tiempo: '6 meses',
    capitulo: { numero: 8, titulo: 'Estrategias de precio' },
  },
];
