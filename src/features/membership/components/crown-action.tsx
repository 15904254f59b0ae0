// Spec 2 "Floating action buttons": the premium crown, titled "Access premium features". The
// route decides what it opens (the upgrade dialog for visitors).
import { Crown } from 'lucide-react';
import { FloatingAction } from '../../../components/ui/floating-actions.tsx';

export function CrownAction({ onClick }: { onClick: () => void }) {
  return (
    <FloatingAction label="Access premium features" caption="Premium" onClick={onClick}>
      <Crown size={20} aria-hidden />
    </FloatingAction>
  );
}
