import { createRoot } from 'react-dom/client';
import { MoveMusic } from '../../components/MoveMusic';
import '../../assets/segue.css';

createRoot(document.getElementById('root')!).render(<MoveMusic />);
