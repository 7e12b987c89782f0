module example.com/beads-like

go 1.22
