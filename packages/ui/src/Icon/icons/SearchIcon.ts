import { Search } from 'lucide-react';
import { createIcon } from '../createIcon';

export const SearchIcon = createIcon(Search, 'SearchIcon');
