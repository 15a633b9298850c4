import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { LearningNavigator } from '../../features/learning/components/learning-navigator.tsx';
import { ModuleLearningSection } from '../../features/learning/components/module-learning-section.tsx';
import { learningModuleFor } from '../../features/learning/learning-view.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type { AppModule } from '../navigation.ts';

/** An app module that is not built yet: its title, an honest note and, for the six modules of
 * the learning path, the navigator, this module's steps and the learning map. */
export function ModulePlaceholderPage({ module }: { module: AppModule }) {
  useDocumentTitle(module.label);
  const learningModule = learningModuleFor(`/app/${module.path}`);
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      {learningModule ? <LearningNavigator moduleId={learningModule} /> : null}
      <ComingSoon
        title={module.title}
        note={`Estamos construyendo este módulo. ${module.summary} Pronto podrás usarlo con los datos de tu empresa.`}
      />
      {learningModule ? <ModuleLearningSection moduleId={learningModule} /> : null}
    </div>
  );
}
