module example.com/jobbie-like

go 1.23
