import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type { AppModule } from '../navigation.ts';

/** An app module that is not built yet: its title and an honest note. */
export function ModulePlaceholderPage({ module }: { module: AppModule }) {
  useDocumentTitle(module.label);
  return (
    <ComingSoon
      title={module.title}
      note={`Estamos construyendo este módulo. ${module.summary} Pronto podrás usarlo con los datos de tu empresa.`}
    />
  );
}
